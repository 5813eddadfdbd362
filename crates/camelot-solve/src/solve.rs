//! Retrograde analysis, class pair by class pair.
//!
//! A class and its partner (the same material with the other side to move) are solved
//! together: their quiet moves (plain moves and canters) lead from one to the other, and every
//! other move leaves them — a capture to a class with fewer pieces, a castle move to one with
//! more castle moves used, both solved before — or ends the game. So:
//!
//! 1. *Initialisation*, one pass over every index: a position with no legal move is lost (or
//!    drawn, where the rules say so); the moves that leave the pair are valued at once from
//!    the solved classes and the rules' own judgement of finished games. A position whose
//!    moves all leave the pair (every position where a capture is compulsory) is decided
//!    here. Every other position keeps a count of its quiet moves, the best of its leaving
//!    moves (a win in `w` makes it a candidate win in `w`; a draw makes it never lost), and the
//!    slowest loss among them.
//! 2. *Propagation*, distance by distance from 0: a position lost in `d` makes every quiet
//!    predecessor won in `d + 1` (the first time is the fastest); a position won in `d`
//!    takes one from each quiet predecessor's count, and a predecessor whose count reaches
//!    zero with no drawing or winning way out is lost in `max(d, slowest leaving loss) + 1`
//!    (counts fall in order of distance, so the last is the largest). Candidate wins in `w`
//!    are decided at distance `w` if nothing faster has.
//! 3. What is never decided is a draw: from there neither side can force the end.
//!
//! With the mirror, an index stands for a position and its mirror image. Counts are kept
//! per index: a position that is not its own mirror counts each quiet move twice (once for
//! each image), and a successor that is not its own mirror takes two from a count (its
//! predecessors are found from one image only); this way every count reaches zero exactly
//! when all its quiet successors are won for the opponent.
//!
//! Work is shared between threads by chunks of indices (initialisation) and of the current
//! distance's positions (propagation); values and counts are atomics.

use crate::bits::Bits;
use crate::board::{End, State};
use crate::catalog::Catalog;
use crate::index::ClassKey;
use crate::value::{DRAW, MAX_DISTANCE, UNUSED, Value};
use camelot_core::NoMoveRule;
use std::fmt;
use std::sync::atomic::{AtomicU8, AtomicU16, AtomicU64, Ordering::Relaxed};
use std::time::{Duration, Instant};

/// Not yet decided; the low bits hold what the leaving moves said.
const UNRESOLVED: u16 = 0x8000;
/// A leaving move draws or wins: never lost.
const NONLOSS: u16 = 0x4000;
/// The slowest loss (in plies, for this position) among the leaving moves.
const LOSS_MASK: u16 = 0x3fff;
/// Indices handed to a thread at a time.
const CHUNK: u64 = 1 << 14;

/// Why solving stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolveError {
    /// A distance does not fit the table's codes.
    TooLong(u32),
    /// A pair of classes has more indices than the solver numbers.
    TooLarge(String),
    /// The solver found its own data inconsistent (a bug).
    Inconsistent(String),
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::TooLong(d) => write!(f, "a distance of {d} plies does not fit"),
            SolveError::TooLarge(c) => write!(f, "classes {c} have too many positions"),
            SolveError::Inconsistent(what) => write!(f, "inconsistent solver data: {what}"),
        }
    }
}

impl std::error::Error for SolveError {}

/// What solving one class (or a class and its partner) found.
#[derive(Clone, Debug, Default)]
pub struct ClassReport {
    /// The classes solved together.
    pub keys: Vec<ClassKey>,
    /// Indices.
    pub size: u64,
    /// Positions (indices holding one).
    pub positions: u64,
    /// Won for the side to move.
    pub wins: u64,
    /// Drawn.
    pub draws: u64,
    /// Lost for the side to move.
    pub losses: u64,
    /// The longest win: class number, index, plies.
    pub longest: Option<(usize, u64, u16)>,
    /// Time to initialise.
    pub init: Duration,
    /// Time to propagate.
    pub propagate: Duration,
}

/// A solved table: every class's value codes.
#[derive(Debug)]
pub struct Solution<B> {
    catalog: Catalog<B>,
    values: Vec<Vec<AtomicU16>>,
}

impl<B: Bits> Solution<B> {
    /// The classes.
    pub fn catalog(&self) -> &Catalog<B> {
        &self.catalog
    }

    /// The value of the position at `index` of class `class` (`None`: no position there).
    pub fn value_at(&self, class: usize, index: u64) -> Option<Value> {
        Value::from_code(self.values[class][index as usize].load(Relaxed))
    }

    /// The raw codes of class `class`.
    pub(crate) fn codes(&self, class: usize) -> impl Iterator<Item = u16> + '_ {
        self.values[class].iter().map(|v| v.load(Relaxed))
    }

    /// The value of any position of the table's classes, or of a finished game.
    pub fn value(&self, s: &State<B>) -> Option<Value> {
        if let Some(end) = self.catalog.board().end(s) {
            return Some(end_value(end));
        }
        let (c, i, _) = self.catalog.locate(s)?;
        self.value_at(c, i)
    }
}

/// The value of a finished game for the side to move.
pub(crate) fn end_value(end: End) -> Value {
    match end {
        End::Win => Value::Win(0),
        End::Loss => Value::Loss(0),
        End::Draw => Value::Draw,
    }
}

/// The value of a position with no legal move.
pub(crate) fn no_move_value<B: Bits>(rule: NoMoveRule, s: &State<B>) -> Value {
    match rule {
        NoMoveRule::LosesUnlessOpponentReduced if s.them.count() < 2 => Value::Draw,
        NoMoveRule::Wins => Value::Win(0),
        _ => Value::Loss(0),
    }
}

/// Lists of indices by distance.
#[derive(Default)]
struct Levels(Vec<Vec<u32>>);

impl Levels {
    fn push(&mut self, d: u16, i: u32) {
        let d = usize::from(d);
        if self.0.len() <= d {
            self.0.resize_with(d + 1, Vec::new);
        }
        self.0[d].push(i);
    }

    fn append(&mut self, other: Levels) {
        for (d, mut list) in other.0.into_iter().enumerate() {
            if list.is_empty() {
                continue;
            }
            if self.0.len() <= d {
                self.0.resize_with(d + 1, Vec::new);
            }
            if self.0[d].is_empty() {
                self.0[d] = list;
            } else {
                self.0[d].append(&mut list);
            }
        }
    }

    fn take(&mut self, d: usize) -> Vec<u32> {
        self.0.get_mut(d).map(std::mem::take).unwrap_or_default()
    }
}

/// The pair being solved: its classes, their indices laid end to end.
struct Pair {
    classes: [usize; 2],
    n: usize,
    offsets: [u64; 3],
}

impl Pair {
    #[inline]
    fn split(&self, g: u64) -> (usize, u64) {
        if g < self.offsets[1] {
            (0, g)
        } else {
            (1, g - self.offsets[1])
        }
    }

    #[inline]
    fn partner(&self, w: usize) -> usize {
        if self.n == 2 { 1 - w } else { 0 }
    }
}

/// What one thread found while initialising.
#[derive(Default)]
struct InitOut {
    decided: Levels,
    candidates: Levels,
}

/// Solves every class of `catalog` with `threads` threads, calling `report` after each class
/// (or class pair).
pub fn solve<B: Bits>(
    catalog: Catalog<B>,
    threads: usize,
    report: &mut dyn FnMut(&Solution<B>, &ClassReport),
) -> Result<Solution<B>, SolveError> {
    let threads = threads.max(1);
    let mut sol = Solution {
        values: catalog.classes().iter().map(|_| Vec::new()).collect(),
        catalog,
    };
    let n = sol.catalog.classes().len();
    let mut done = vec![false; n];
    for c in 0..n {
        if done[c] {
            continue;
        }
        let key = sol.catalog.classes()[c].key();
        let partner = sol
            .catalog
            .class(&key.partner())
            .ok_or_else(|| SolveError::Inconsistent(format!("no partner for {key:?}")))?;
        let pair_classes = if partner == c {
            vec![c]
        } else {
            vec![c, partner]
        };
        for &p in &pair_classes {
            done[p] = true;
            let size = sol.catalog.classes()[p].size();
            sol.values[p] = (0..size).map(|_| AtomicU16::new(UNUSED)).collect();
        }
        let r = solve_pair(&sol, &pair_classes, threads)?;
        report(&sol, &r);
    }
    Ok(sol)
}

fn solve_pair<B: Bits>(
    sol: &Solution<B>,
    classes: &[usize],
    threads: usize,
) -> Result<ClassReport, SolveError> {
    let cat = &sol.catalog;
    let sizes: Vec<u64> = classes.iter().map(|&c| cat.classes()[c].size()).collect();
    let total = sizes.iter().sum::<u64>();
    let names = || {
        classes
            .iter()
            .map(|&c| format!("{:?}", cat.classes()[c].key()))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if total >= u64::from(u32::MAX) {
        return Err(SolveError::TooLarge(names()));
    }
    let pair = Pair {
        classes: [classes[0], *classes.last().unwrap_or(&classes[0])],
        n: classes.len(),
        offsets: [0, sizes[0], total],
    };
    let counts: Vec<AtomicU8> = (0..total).map(|_| AtomicU8::new(0)).collect();
    let start = Instant::now();
    let next = AtomicU64::new(0);
    let outs: Vec<Result<InitOut, SolveError>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| scope.spawn(|| init_worker(sol, &pair, &counts, &next, total)))
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err(SolveError::Inconsistent("a thread panicked".into())))
            })
            .collect()
    });
    let mut decided = Levels::default();
    let mut candidates = Levels::default();
    for out in outs {
        let out = out?;
        decided.append(out.decided);
        candidates.append(out.candidates);
    }
    let init = start.elapsed();
    let start = Instant::now();
    let mut d = 0usize;
    while d < decided.0.len() || d < candidates.0.len() {
        let mut current = decided.take(d);
        for g in candidates.take(d) {
            let (w, i) = pair.split(u64::from(g));
            let slot = &sol.values[pair.classes[w]][i as usize];
            let cur = slot.load(Relaxed);
            if cur & UNRESOLVED != 0
                && slot
                    .compare_exchange(cur, Value::code_at(d as u16), Relaxed, Relaxed)
                    .is_ok()
            {
                current.push(g);
            }
        }
        if !current.is_empty() {
            let next = AtomicU64::new(0);
            let current = &current;
            let outs: Vec<Result<Levels, SolveError>> = std::thread::scope(|scope| {
                let handles: Vec<_> = (0..threads)
                    .map(|_| {
                        scope.spawn(|| propagate_worker(sol, &pair, &counts, current, &next, d))
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| {
                        h.join().unwrap_or_else(|_| {
                            Err(SolveError::Inconsistent("a thread panicked".into()))
                        })
                    })
                    .collect()
            });
            for out in outs {
                decided.append(out?);
            }
        }
        d += 1;
    }
    let propagate = start.elapsed();
    let mut r = ClassReport {
        keys: classes.iter().map(|&c| cat.classes()[c].key()).collect(),
        size: total,
        init,
        propagate,
        ..ClassReport::default()
    };
    for &c in classes {
        for (i, slot) in sol.values[c].iter().enumerate() {
            let mut code = slot.load(Relaxed);
            if code & UNRESOLVED != 0 {
                code = DRAW;
                slot.store(DRAW, Relaxed);
            }
            match Value::from_code(code) {
                None => continue,
                Some(Value::Draw) => r.draws += 1,
                Some(Value::Loss(_)) => r.losses += 1,
                Some(Value::Win(d)) => {
                    r.wins += 1;
                    if r.longest.is_none_or(|(_, _, l)| d > l) {
                        r.longest = Some((c, i as u64, d));
                    }
                }
            }
            r.positions += 1;
        }
    }
    Ok(r)
}

fn init_worker<B: Bits>(
    sol: &Solution<B>,
    pair: &Pair,
    counts: &[AtomicU8],
    next: &AtomicU64,
    total: u64,
) -> Result<InitOut, SolveError> {
    let cat = &sol.catalog;
    let board = cat.board();
    let layout = cat.layout();
    let no_move = board.rules().no_move;
    let mut out = InitOut::default();
    let mut moves = Vec::with_capacity(64);
    loop {
        let first = next.fetch_add(CHUNK, Relaxed);
        if first >= total {
            return Ok(out);
        }
        for g in first..(first + CHUNK).min(total) {
            let (w, i) = pair.split(g);
            let class = &cat.classes()[pair.classes[w]];
            let slot = &sol.values[pair.classes[w]][i as usize];
            let (s, canonical, alone) = class.decode_full(layout, i);
            if !canonical || !board.is_legal(&s) || board.end(&s).is_some() {
                slot.store(UNUSED, Relaxed);
                continue;
            }
            moves.clear();
            board.moves(&s, &mut moves);
            if moves.is_empty() {
                let v = no_move_value(no_move, &s);
                store_decided(slot, v, g, &mut out.decided)?;
                continue;
            }
            let mut quiet = 0u32;
            let mut best_win: Option<u16> = None;
            let mut draw = false;
            let mut slowest_loss = 0u16;
            for m in &moves {
                if board.is_quiet(m) && !board.quiet_move_ends(&s, m) {
                    quiet += 1;
                    continue;
                }
                let t = board.play(&s, m);
                let v = if let Some(end) = board.end(&t) {
                    end_value(end)
                } else {
                    let (c, k, _) = cat.locate(&t).ok_or_else(|| {
                        SolveError::Inconsistent(format!("a move leads outside the table: {t:?}"))
                    })?;
                    Value::from_code(sol.values[c][k as usize].load(Relaxed)).ok_or_else(|| {
                        SolveError::Inconsistent(format!("a move leads to an unused index: {t:?}"))
                    })?
                };
                match v.before() {
                    Value::Win(d) => best_win = Some(best_win.map_or(d, |b| b.min(d))),
                    Value::Draw => draw = true,
                    Value::Loss(d) => slowest_loss = slowest_loss.max(d),
                }
            }
            let count = quiet * if alone { 1 } else { 2 };
            let count = u8::try_from(count)
                .map_err(|_| SolveError::Inconsistent(format!("{quiet} quiet moves in {s:?}")))?;
            counts[g as usize].store(count, Relaxed);
            if slowest_loss > LOSS_MASK {
                return Err(SolveError::TooLong(u32::from(slowest_loss)));
            }
            match best_win {
                Some(d) if count == 0 || d == 1 => {
                    store_decided(slot, Value::Win(d), g, &mut out.decided)?
                }
                Some(d) => {
                    slot.store(UNRESOLVED | NONLOSS, Relaxed);
                    out.candidates.push(d, g as u32);
                }
                None if count == 0 && draw => slot.store(DRAW, Relaxed),
                None if count == 0 => {
                    store_decided(slot, Value::Loss(slowest_loss), g, &mut out.decided)?
                }
                None => slot.store(
                    UNRESOLVED | if draw { NONLOSS } else { 0 } | slowest_loss,
                    Relaxed,
                ),
            }
        }
    }
}

fn store_decided(
    slot: &AtomicU16,
    v: Value,
    g: u64,
    levels: &mut Levels,
) -> Result<(), SolveError> {
    let code = v.code().ok_or_else(|| match v.plies() {
        Some(d) if d > MAX_DISTANCE => SolveError::TooLong(u32::from(d)),
        _ => SolveError::Inconsistent(format!("value {v} has the wrong parity")),
    })?;
    slot.store(code, Relaxed);
    if let Some(d) = v.plies() {
        levels.push(d, g as u32);
    }
    Ok(())
}

fn propagate_worker<B: Bits>(
    sol: &Solution<B>,
    pair: &Pair,
    counts: &[AtomicU8],
    current: &[u32],
    next: &AtomicU64,
    d: usize,
) -> Result<Levels, SolveError> {
    let cat = &sol.catalog;
    let board = cat.board();
    let layout = cat.layout();
    let lost = d.is_multiple_of(2);
    let won_next = Value::code_at((d + 1) as u16);
    let mut out = Levels::default();
    let mut preds: Vec<State<B>> = Vec::with_capacity(64);
    let chunk = 256u64;
    loop {
        let first = next.fetch_add(chunk, Relaxed);
        if first >= current.len() as u64 {
            return Ok(out);
        }
        for &g in &current[first as usize..((first + chunk) as usize).min(current.len())] {
            let (w, i) = pair.split(u64::from(g));
            let class = &cat.classes()[pair.classes[w]];
            let (s, _, alone) = class.decode_full(layout, i);
            let weight = if alone { 1 } else { 2 };
            let pw = pair.partner(w);
            let pc = pair.classes[pw];
            let pclass = &cat.classes()[pc];
            preds.clear();
            board.unmoves(&s, &mut preds);
            for q in &preds {
                let Some((qi, _)) = pclass.index(layout, q) else {
                    return Err(SolveError::Inconsistent(format!(
                        "a predecessor outside its class: {q:?}"
                    )));
                };
                let slot = &sol.values[pc][qi as usize];
                let cur = slot.load(Relaxed);
                if cur & UNRESOLVED == 0 {
                    continue;
                }
                let qg = pair.offsets[pw] + qi;
                if lost {
                    if slot
                        .compare_exchange(cur, won_next, Relaxed, Relaxed)
                        .is_ok()
                    {
                        out.push((d + 1) as u16, qg as u32);
                    }
                    continue;
                }
                let old = counts[qg as usize].fetch_sub(weight, Relaxed);
                if old < weight {
                    return Err(SolveError::Inconsistent(format!(
                        "a count fell below zero at {q:?}"
                    )));
                }
                if old != weight {
                    continue;
                }
                let cur = slot.load(Relaxed);
                if cur & UNRESOLVED == 0 || cur & NONLOSS != 0 {
                    continue;
                }
                let ld = (d as u16 + 1).max(cur & LOSS_MASK);
                if ld > MAX_DISTANCE {
                    return Err(SolveError::TooLong(u32::from(ld)));
                }
                if slot
                    .compare_exchange(cur, Value::code_at(ld), Relaxed, Relaxed)
                    .is_ok()
                {
                    out.push(ld, qg as u32);
                }
            }
        }
    }
}
