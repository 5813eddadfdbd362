//! Legal move generation: a depth-first walk over every path a piece can take.
//!
//! The walk lifts the moving piece, then explores plain steps, canter chains (never landing
//! twice on a square, the origin included), jump chains (compulsory continuation, captured
//! pieces removed as they go) and knight's charges, honouring the capture duty, the knight's
//! duty after a canter, and the castle rules. Paths are handed to a [`Sink`], so counting
//! (perft) costs no copying. The board is the position's variant's [`Geometry`]: its tables
//! leave out the river, and trees are cells that are neither empty nor a piece, so neither
//! needs a test of its own.
//!
//! Squares have two names here. Steps and jumps go by square index over the geometry's
//! tables and the cells, which jumps change. Canters go by padded bit ([`crate::padded`]):
//! where a piece can canter is found for the whole board at once with shifts, a canter leg
//! is an addition, and a canter never changes the board.

use crate::board::raw;
use crate::geometry::{Geometry, NONE, UNION_SQUARE_COUNT};
use crate::moves::MAX_LEGS;
use crate::padded::{LEAP, PAD, Padded, UNPAD, for_each_direction};
use crate::{Color, Move, Position, Square};

/// Receives generated moves.
pub(crate) trait Sink {
    fn push(&mut self, mv: &Move);

    /// Offered first for each move that captures nothing (a step, a canter, a castle move):
    /// a sink that needs only its two squares takes it and returns true, and the generator
    /// then never builds its path; otherwise the move comes through [`Sink::push`].
    #[inline(always)]
    fn push_quiet(&mut self, from: Square, to: Square) -> bool {
        let _ = (from, to);
        false
    }
}

impl Sink for Vec<Move> {
    #[inline]
    fn push(&mut self, mv: &Move) {
        Vec::push(self, *mv);
    }
}

/// The sink of a walk that only counts: it is never called.
struct NoSink;

impl Sink for NoSink {
    #[inline]
    fn push(&mut self, _: &Move) {}
}

/// Which moves a walk may emit.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Only moves that capture.
    Captures,
    /// Every move.
    All,
}

/// A board's cells as the generator reads them: one per `u8`, so that a square index (or
/// `NONE`) needs no bounds check; those past the board are neither empty nor a piece.
type Cells = [u8; 256];

fn padded(cells: &[u8; UNION_SQUARE_COUNT]) -> Cells {
    let mut out = [raw::OFF_BOARD; 256];
    out[..UNION_SQUARE_COUNT].copy_from_slice(cells);
    out
}

/// Squares by index as the jumps mark them: a bit per `u8`, so that a square index needs no
/// bounds check.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Marks([u64; 4]);

impl Marks {
    const EMPTY: Marks = Marks([0; 4]);

    #[inline(always)]
    fn insert(&mut self, sq: u8) {
        self.0[usize::from(sq >> 6)] |= 1 << (sq & 63);
    }

    #[inline(always)]
    fn remove(&mut self, sq: u8) {
        self.0[usize::from(sq >> 6)] &= !(1 << (sq & 63));
    }
}

/// The walk over one position's moves. With `PATHS` false it only counts them: no path is
/// built and the sink is never called (perft's last ply, most of its work).
struct Gen<'s, S: Sink + ?Sized, const PATHS: bool> {
    geo: &'static Geometry,
    cells: Cells,
    /// The cells as a step or canter sees them: our own castle is no landing, as if it were
    /// off the board. Never changes during the walk (only jumps change the board).
    landing: Cells,
    us: Color,
    enemy_castle: [u8; 2],
    /// By padded bit, the squares a canter walk has landed on (never the origin, which no
    /// canter can land on: it was occupied when the masks were made), all zero between
    /// walks. The depth-first
    /// walk marks the squares of the path it stands on with [`ON_PATH`]; the breadth-first
    /// walk marks each square by how it got there ([`REACHED_FREE`]).
    visited: [u8; 256],
    mv: Move,
    knight: bool,
    /// Squares (padded) from which a piece of ours could jump while the board is as at the
    /// start of the turn with the moving piece lifted: the canter phase never changes the
    /// board, so the knight's duty check is a set lookup. The enemy castle's squares are left
    /// out: a move ends there.
    jump_from: Padded,
    /// `canter_mask[bit]`: the directions in which a piece on padded bit `bit` could canter (a friendly
    /// piece next to it, an empty square beyond that is not in our own castle), with every
    /// piece on the board; none from the enemy castle, where a move ends. The board does not
    /// change during the canter phase, so this is computed once per turn; the mover, lifted,
    /// is never leapt (see `canters`).
    canter_mask: [u8; 256],
    /// One move per resulting position: canters by a breadth-first walk (each landing square
    /// once, by the fewest legs) instead of every path.
    unique: bool,
    /// The squares the jumps of the path being walked capture.
    captured: Marks,
    /// In unique mode, what this piece's captures so far have led to.
    results: Results,
    /// Moves counted (when not building paths).
    count: u64,
    /// When counting, the charges found from each square where the walking knight could
    /// jump: the canter part never changes the board, so every canter path that reaches the
    /// square continues with the same jumps.
    charges: [(u8, u64); 8],
    charges_len: usize,
    /// The canter walks' memory: the depth-first walk's frames below the one it stands on
    /// ([`Frame`]), the breadth-first walk's queue of states ([`WalkState`]).
    frames: [u32; WALK_CAP],
    /// When counting: the steps of every piece were counted at once.
    steps_counted: bool,
    sink: &'s mut S,
}

/// The states a breadth-first canter walk can reach: each landing square at most twice (with
/// and without duty), and landings stay within the origin's parity class, which `MAX_LEGS`
/// bounds.
const WALK_CAP: usize = 2 * MAX_LEGS + 1;
const _: () = assert!(WALK_CAP <= 128, "a state's parent index has 7 bits");

/// `Gen::visited` on the depth-first walk's path.
const ON_PATH: u8 = 1;
/// `Gen::visited`: reached by the breadth-first walk with no capture due; the next bit up,
/// with a capture due.
const REACHED_FREE: u8 = 1;

/// A state of the breadth-first canter walk: the square, whether a capture is now due, and
/// the index of the state it came from.
#[derive(Clone, Copy)]
struct WalkState(u32);

impl WalkState {
    #[inline(always)]
    fn new(square: u8, duty: bool, parent: usize) -> WalkState {
        WalkState(u32::from(square) << 8 | u32::from(duty) << 7 | parent as u32)
    }

    #[inline(always)]
    fn square(self) -> u8 {
        (self.0 >> 8) as u8
    }

    #[inline(always)]
    fn duty(self) -> bool {
        self.0 & 0x80 != 0
    }

    #[inline(always)]
    fn parent(self) -> usize {
        (self.0 & 0x7f) as usize
    }
}

/// A frame of the depth-first canter walk in one integer: the square, the directions still to
/// try from it, and whether a capture is due.
struct Frame;

impl Frame {
    #[inline(always)]
    fn pack(at: u8, dirs: u8, duty: bool) -> u32 {
        u32::from(at) | u32::from(dirs) << 8 | u32::from(duty) << 16
    }

    #[inline(always)]
    fn unpack(frame: u32) -> (u8, u8, bool) {
        (frame as u8, (frame >> 8) as u8, frame & 1 << 16 != 0)
    }
}

/// What the side to move is obliged to do this turn.
pub(crate) struct Duties {
    /// A piece in its own castle that must leave this turn.
    pub leaver: Option<Square>,
    /// Whether some piece can jump (so the move must capture, unless a leaver exists).
    pub capture_required: bool,
}

impl<S: Sink + ?Sized, const PATHS: bool> Gen<'_, S, PATHS> {
    #[inline]
    fn is_enemy_castle(&self, sq: u8) -> bool {
        sq == self.enemy_castle[0] || sq == self.enemy_castle[1]
    }

    /// Whether a piece of ours standing on `sq` could jump an enemy piece.
    #[inline]
    fn can_jump_from(&self, sq: u8) -> bool {
        let them = !self.us;
        let leaps = &self.geo.leap[sq as usize];
        let steps = &self.geo.step[sq as usize];
        (0..8).any(|d| {
            let l = leaps[d];
            l != NONE
                && self.cells[l as usize] == raw::EMPTY
                && raw::is_color(self.cells[steps[d] as usize], them)
        })
    }

    #[inline(always)]
    fn emit(&mut self) {
        if PATHS {
            self.sink.push(&self.mv);
        } else {
            self.count += 1;
        }
    }

    /// Adds a leg to the path being walked (when paths are built).
    #[inline(always)]
    fn push_leg(&mut self, to: u8, jump: bool) {
        if PATHS {
            self.mv.push(Square::from_raw(to), jump);
        }
    }

    #[inline(always)]
    fn pop_leg(&mut self) {
        if PATHS {
            self.mv.pop();
        }
    }

    /// Every move of the piece on `from` that the mode allows. The caller has checked that a
    /// piece of ours stands there and is not in the enemy castle.
    fn piece(&mut self, from: u8, mode: Mode) {
        let from_bit = PAD[usize::from(from)];
        let code = self.cells[from as usize];
        self.knight = raw::is_knight(code);
        self.cells[from as usize] = raw::EMPTY;
        if PATHS {
            self.mv.restart(Square::from_raw(from));
        }
        if self.unique {
            self.results.clear();
        }
        // Only a knight's walk reads the jump squares after the start.
        let saved_jump_from = self.jump_from;
        if self.knight {
            self.charges_len = 0;
            // With the knight lifted its origin is empty, so an enemy next to the origin can
            // be jumped from the far side, landing on the origin.
            for (d, &e) in self.geo.step[from as usize].iter().enumerate() {
                if e != NONE && raw::is_color(self.cells[e as usize], !self.us) {
                    let beyond = self.geo.step[e as usize][d];
                    if beyond != NONE && !self.is_enemy_castle(beyond) {
                        self.jump_from.set(PAD[usize::from(beyond)]);
                    }
                }
            }
        }
        match mode {
            Mode::Captures => {
                // Lifting the piece changes neither the squares it would jump nor where it
                // would land, so the turn's set answers for it.
                if saved_jump_from.contains(from_bit) {
                    self.jumps(from);
                }
                if self.knight {
                    self.all_canters(from, from_bit, mode);
                }
            }
            Mode::All => {
                let steps = &self.geo.step[from as usize];
                if PATHS {
                    for &to in steps {
                        if self.landing[to as usize] != raw::EMPTY {
                            continue;
                        }
                        let to_sq = Square::from_raw(to);
                        if !self.sink.push_quiet(Square::from_raw(from), to_sq) {
                            self.mv.push(to_sq, false);
                            self.emit();
                            self.mv.pop();
                        }
                    }
                } else if !self.steps_counted {
                    // `NONE` indexes a cell off the board, so this needs no other test.
                    let open = |to: u8| u64::from(self.landing[to as usize] == raw::EMPTY);
                    self.count += steps.iter().map(|&to| open(to)).sum::<u64>();
                }
                self.all_canters(from, from_bit, mode);
            }
        }
        self.cells[from as usize] = code;
        if self.knight {
            self.jump_from = saved_jump_from;
        }
    }

    /// The canters of the piece on `from`, padded bit `from_bit`.
    #[inline]
    fn all_canters(&mut self, from: u8, from_bit: u8, mode: Mode) {
        // Most pieces have no canter at all.
        if self.canter_mask[usize::from(from_bit)] == 0 {
            return;
        }
        if self.unique {
            self.canters_by_breadth(from, from_bit, mode);
        } else {
            self.canters(from_bit, mode);
        }
    }

    /// Unique mode's canter phase: a breadth-first walk over (square, duty) states, where duty
    /// means a knight has landed where it could jump and must now capture. A quiet canter ends
    /// where a duty-free path leads (the first such path found, so with the fewest legs); a
    /// charge's jumps start from each square where the knight could jump, once. A duty-free
    /// visit makes a later visit with duty redundant, so walks stay simple paths and every
    /// square a path-by-path walk reaches, this walk reaches. No canter lands where a step
    /// does: steps go to the neighbours, canters stay in the origin's parity class.
    fn canters_by_breadth(&mut self, from: u8, from_bit: u8, mode: Mode) {
        let all = mode == Mode::All;
        self.frames[0] = WalkState::new(from_bit, false, 0).0;
        let (mut head, mut tail) = (0usize, 1usize);
        while head < tail {
            let state = WalkState(self.frames[head]);
            let (at, duty) = (state.square(), state.duty());
            let mut dirs = self.canter_mask[at as usize];
            while dirs != 0 {
                let d = dirs.trailing_zeros() as usize;
                dirs &= dirs - 1;
                let to = at.wrapping_add(LEAP[d]);
                // The enemy castle is no jump square (the move ends there): no duty arises.
                let can_jump = self.knight && self.jump_from.contains(to);
                let next_duty = duty || can_jump;
                let seen = self.visited[to as usize];
                let mark = REACHED_FREE << u8::from(next_duty);
                if seen & (REACHED_FREE | mark) != 0 {
                    continue;
                }
                self.visited[to as usize] = seen | mark;
                self.frames[tail] = WalkState::new(to, next_duty, head).0;
                tail += 1;
                if all && !next_duty {
                    let (from_sq, to_sq) =
                        (Square::from_raw(from), Square::from_raw(UNPAD[to as usize]));
                    if !PATHS || !self.sink.push_quiet(from_sq, to_sq) {
                        self.path_to(tail - 1);
                        self.emit();
                    }
                }
                if can_jump {
                    self.path_to(tail - 1);
                    self.jumps(UNPAD[to as usize]);
                }
            }
            head += 1;
        }
        for i in 1..tail {
            self.visited[WalkState(self.frames[i]).square() as usize] = 0;
        }
    }

    /// Sets `self.mv` to the canter path that ends at state `end` of a breadth-first walk.
    fn path_to(&mut self, end: usize) {
        if !PATHS {
            return;
        }
        let mut legs = [0u8; MAX_LEGS];
        let mut n = 0;
        let mut i = end;
        while i != 0 {
            let state = WalkState(self.frames[i]);
            legs[n] = UNPAD[usize::from(state.square())];
            n += 1;
            i = state.parent();
        }
        self.mv.clear();
        for &sq in legs[..n].iter().rev() {
            self.mv.push(Square::from_raw(sq), false);
        }
    }

    /// Every canter path from `from`, depth first, each a move (or, for a knight, the start
    /// of charges). A knight that lands where it could jump has a duty: from then on the move
    /// must capture. Canters never leap the mover's own origin, empty while it moves: every
    /// landing is in the origin's parity class (both coordinates change by 0 or 2 a leg),
    /// and the squares next to the origin are not.
    fn canters(&mut self, from: u8, mode: Mode) {
        let all = mode == Mode::All;
        // The frame of the square the walk stands on in registers; those below it on `stack`.
        let (mut at, mut dirs, mut duty) = (from, self.canter_mask[from as usize], false);
        let mut depth = 0;
        loop {
            if dirs == 0 {
                if depth == 0 {
                    return;
                }
                self.visited[at as usize] = 0;
                self.pop_leg();
                depth -= 1;
                (at, dirs, duty) = Frame::unpack(self.frames[depth]);
                continue;
            }
            let d = dirs.trailing_zeros() as usize;
            dirs &= dirs - 1;
            let to = at.wrapping_add(LEAP[d]);
            // Leaping back lands on `at`. The enemy castle's squares have no canters: the move
            // ends there.
            let next = self.canter_mask[to as usize] & !(1 << ((d + 4) & 7));
            // The landing is a dead end, never on the path: a square of the path other than
            // `at`'s parent has a canter to its successor and one to `at`. (The origin is no
            // landing: it was occupied when the masks were made.)
            let dead_end = next == 0;
            if !dead_end && self.visited[to as usize] != 0 {
                continue;
            }
            self.push_leg(UNPAD[to as usize], false);
            let mut duty_here = duty;
            if self.knight {
                // The enemy castle is no jump square: no duty arises there.
                let can_jump = self.jump_from.contains(to);
                duty_here |= can_jump;
                if all && !duty_here {
                    self.emit();
                }
                if can_jump {
                    self.charges_from(UNPAD[to as usize]);
                }
            } else {
                self.emit();
            }
            if dead_end {
                self.pop_leg();
                continue;
            }
            self.visited[to as usize] = ON_PATH;
            self.frames[depth] = Frame::pack(at, dirs, duty);
            depth += 1;
            (at, dirs, duty) = (to, next, duty_here);
        }
    }

    /// The jumps of a charge from `at`, where the walking knight's canters have brought it.
    #[inline]
    fn charges_from(&mut self, at: u8) {
        if PATHS || self.unique {
            return self.jumps(at);
        }
        let known = &self.charges[..self.charges_len];
        if let Some(&(_, n)) = known.iter().find(|e| e.0 == at) {
            self.count += n;
            return;
        }
        let before = self.count;
        self.jumps(at);
        if let Some(slot) = self.charges.get_mut(self.charges_len) {
            *slot = (at, self.count - before);
            self.charges_len += 1;
        }
    }

    /// Jump legs from `at`, where at least one jump exists. Jumping continues while it can,
    /// except that landing in the enemy castle ends the move.
    fn jumps(&mut self, at: u8) {
        let them = !self.us;
        for d in 0..8 {
            let to = self.geo.leap[at as usize][d];
            if to == NONE || self.cells[to as usize] != raw::EMPTY {
                continue;
            }
            let over = self.geo.step[at as usize][d] as usize;
            let captured = self.cells[over];
            if !raw::is_color(captured, them) {
                continue;
            }
            self.cells[over] = raw::EMPTY;
            self.captured.insert(over as u8);
            self.push_leg(to, true);
            if self.is_enemy_castle(to) || !self.can_jump_from(to) {
                // In unique mode a capture whose result an earlier one had is dropped: a
                // piece's captures arrive together, each result first by its fewest legs
                // (jumps from the origin, then charges in breadth-first order of their canter
                // part, and a chain's jump count is its capture count).
                if !self.unique || self.results.insert(to, self.captured) {
                    self.emit();
                }
            } else {
                self.jumps(to);
            }
            self.pop_leg();
            self.captured.remove(over as u8);
            self.cells[over] = captured;
        }
    }
}

/// See `Gen::canter_mask`, one direction at a time for all our pieces: from `s` a piece
/// canters in a direction when a friend stands next to it that way and `open` (empty, not our
/// own castle) lies beyond.
fn canter_masks(friends: Padded, open: Padded, enemy_castle: [u8; 2]) -> [u8; 256] {
    let mut masks = [0u8; 256];
    macro_rules! direction {
        ($d:expr, $o:expr) => {
            friends
                .shift::<{ -$o }>()
                .and(open.shift::<{ -($o + $o) }>())
                .for_each_bit(|s| masks[usize::from(s)] |= 1 << $d);
        };
    }
    for_each_direction!(direction);
    // A move ends in the enemy castle.
    for sq in enemy_castle {
        masks[usize::from(PAD[usize::from(sq)])] = 0;
    }
    masks
}

/// Squares from which a piece could jump one of `enemies`: the enemy next to it, `empty`
/// beyond. (Bits that are no square may be in it: harmless.)
fn jump_squares(enemies: Padded, empty: Padded) -> Padded {
    let mut from = Padded::EMPTY;
    macro_rules! direction {
        ($d:expr, $o:expr) => {
            from = from.or(enemies
                .shift::<{ -$o }>()
                .and(empty.shift::<{ -($o + $o) }>()));
        };
    }
    for_each_direction!(direction);
    from
}

/// The empty squares of `pos`'s board (not trees, not the river), padded.
fn empty_squares(pos: &Position) -> Padded {
    let board = pos.board();
    let occupied = Padded(board.padded(Color::White)).or(Padded(board.padded(Color::Black)));
    let mut empty = pos.geometry().playable_padded.and_not(occupied);
    if pos.variant().rules().trees > 0 {
        empty = empty.and_not(Padded::of_set(board.trees()));
    }
    empty
}

/// The duties of the side to move.
pub(crate) fn duties(pos: &Position) -> Duties {
    let enemies = Padded(pos.board().padded(!pos.turn()));
    duties_with(
        pos,
        pos.geometry(),
        jump_squares(enemies, empty_squares(pos)),
    )
}

fn duties_with(pos: &Position, geo: &Geometry, jump_from: Padded) -> Duties {
    let us = pos.turn();
    let board = pos.board();
    let own = geo.castle_raw[us.index()];
    let enemy = geo.castle_raw[(!us).index()];
    let leaver = own
        .iter()
        .map(|&s| Square::from_raw(s))
        .find(|&s| board.color_at(s) == Some(us));
    // A piece in the enemy castle never leaves it to jump.
    let mut jumpers = Padded(board.padded(us)).and(jump_from);
    for sq in enemy {
        jumpers.clear(PAD[usize::from(sq)]);
    }
    let capture_required = jumpers.any();
    Duties {
        leaver,
        capture_required,
    }
}

/// Hands every legal move of the side to move to `sink`. Generates nothing when either
/// player has already won by castle or capture or both are reduced to one piece.
pub(crate) fn generate<S: Sink + ?Sized>(pos: &Position, sink: &mut S) {
    walk::<S, true>(pos, sink, false);
}

/// The number of legal moves ([`generate`]'s), without building them.
pub(crate) fn count(pos: &Position) -> u64 {
    walk::<NoSink, false>(pos, &mut NoSink, false)
}

/// Hands one legal move per resulting position to `sink`: the move with the fewest legs of
/// those that move the same piece to the same square capturing the same pieces.
pub(crate) fn generate_unique<S: Sink + ?Sized>(pos: &Position, sink: &mut S) {
    walk::<S, true>(pos, sink, true);
}

/// The results (landing square, captured squares) of one piece's captures: the first few
/// inline, since a piece seldom has more and the generator runs at every node.
struct Results {
    inline: [(u8, Marks); Results::INLINE],
    len: usize,
    more: Vec<(u8, Marks)>,
}

impl Results {
    const INLINE: usize = 4;

    fn new() -> Results {
        Results {
            inline: [(0, Marks::EMPTY); Results::INLINE],
            len: 0,
            more: Vec::new(),
        }
    }

    #[inline]
    fn clear(&mut self) {
        self.len = 0;
        self.more.clear();
    }

    /// Adds a result; false when it is there already.
    #[inline]
    fn insert(&mut self, to: u8, captured: Marks) -> bool {
        let result = (to, captured);
        let inline = self.len.min(Results::INLINE);
        if self.inline[..inline].contains(&result) || self.more.contains(&result) {
            return false;
        }
        match self.inline.get_mut(self.len) {
            Some(slot) => *slot = result,
            None => self.more.push(result),
        }
        self.len += 1;
        true
    }
}

/// Quiet moves as their two squares, capturing moves whole.
pub(crate) struct Split<'a> {
    pub quiet: &'a mut Vec<(Square, Square)>,
    pub captures: &'a mut Vec<Move>,
}

impl Sink for Split<'_> {
    #[inline]
    fn push(&mut self, mv: &Move) {
        self.captures.push(*mv);
    }

    #[inline(always)]
    fn push_quiet(&mut self, from: Square, to: Square) -> bool {
        self.quiet.push((from, to));
        true
    }
}

/// Every tree placement of the side to move: each set of as many of its empty tree squares as
/// it plants, in square order.
fn placements<S: Sink + ?Sized>(pos: &Position, sink: &mut S) -> u64 {
    let free: Vec<Square> = pos
        .geometry()
        .tree_squares(pos.turn())
        .iter()
        .filter(|&sq| pos.board().is_empty_at(sq))
        .collect();
    let k = usize::from(pos.variant().rules().trees);
    if k == 0 || free.len() < k {
        return 0;
    }
    // The index of each chosen square, as a k-digit counter with increasing digits.
    let mut pick: Vec<usize> = (0..k).collect();
    let mut count = 0;
    loop {
        sink.push(&Move::placement_in_order(pick.iter().map(|&i| free[i])));
        count += 1;
        let Some(i) = (0..k).rev().find(|&i| pick[i] < free.len() - k + i) else {
            return count;
        };
        pick[i] += 1;
        for j in i + 1..k {
            pick[j] = pick[j - 1] + 1;
        }
    }
}

/// Walks the moves of the side to move, handing them to `sink` (`PATHS`) or counting them;
/// returns the count (0 when handing them on, but for tree placements).
fn walk<S: Sink + ?Sized, const PATHS: bool>(pos: &Position, sink: &mut S, unique: bool) -> u64 {
    if pos.static_outcome().is_some() {
        return 0;
    }
    let geo = pos.geometry();
    if pos.is_placing_trees() {
        return placements(pos, sink);
    }
    let us = pos.turn();
    let board = pos.board();
    let cells = padded(board.cells());
    let empty = empty_squares(pos);
    let mut jump_from = jump_squares(Padded(board.padded(!us)), empty);
    let duties = duties_with(pos, geo, jump_from);
    let own_castle = geo.castle_raw[us.index()];
    let enemy_castle = geo.castle_raw[(!us).index()];
    // A move ends in the enemy castle: no jump starts there.
    for sq in enemy_castle {
        jump_from.clear(PAD[usize::from(sq)]);
    }
    // Our own castle is no landing: as if it were off the board.
    let mut landing = cells;
    let mut open = empty;
    for sq in own_castle {
        landing[usize::from(sq)] = raw::OFF_BOARD;
        open.clear(PAD[usize::from(sq)]);
    }
    let mut g = Gen::<S, PATHS> {
        geo,
        cells,
        landing,
        us,
        enemy_castle,
        visited: [0; 256],
        mv: Move::start(Square::F1),
        knight: false,
        jump_from,
        canter_mask: canter_masks(Padded(board.padded(us)), open, enemy_castle),
        unique,
        captured: Marks::EMPTY,
        results: Results::new(),
        count: 0,
        charges: [(NONE, 0); 8],
        charges_len: 0,
        frames: [0; WALK_CAP],
        steps_counted: false,
        sink,
    };
    if let Some(leaver) = duties.leaver {
        let from = leaver.index() as u8;
        let mode = if g.can_jump_from(from) {
            Mode::Captures
        } else {
            Mode::All
        };
        g.piece(from, mode);
        return g.count;
    }
    let mode = if duties.capture_required {
        Mode::Captures
    } else {
        Mode::All
    };
    if !PATHS && mode == Mode::All {
        // Every step of every piece at once: a piece in the enemy castle makes none.
        let mut movers = Padded(board.padded(us));
        for sq in enemy_castle {
            movers.clear(PAD[usize::from(sq)]);
        }
        macro_rules! direction {
            ($d:expr, $o:expr) => {
                g.count += u64::from(movers.shift::<{ $o }>().and(open).count());
            };
        }
        for_each_direction!(direction);
        g.steps_counted = true;
    }
    for sq in pos.board().pieces(us) {
        let from = sq.index() as u8;
        if mode == Mode::Captures
            && !jump_from.contains(PAD[sq.index()])
            && !raw::is_knight(g.cells[sq.index()])
        {
            // It can neither jump nor canter to where a knight could.
            continue;
        }
        if g.is_enemy_castle(from) {
            let other = if from == g.enemy_castle[0] {
                g.enemy_castle[1]
            } else {
                g.enemy_castle[0]
            };
            if mode == Mode::All
                && pos.castle_moves(us) < pos.variant().rules().castle_moves
                && g.cells[other as usize] == raw::EMPTY
                && (!PATHS || !g.sink.push_quiet(sq, Square::from_raw(other)))
            {
                g.mv = Move::start(sq);
                g.mv.push(Square::from_raw(other), false);
                g.emit();
            }
            continue;
        }
        g.piece(from, mode);
    }
    g.count
}
