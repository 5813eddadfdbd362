//! Verification of a table: every stored value must be the best over its moves' values
//! (finished games judged by the rules), with the distance that follows; an index holding no
//! position must be one. This uses forward move generation only, none of the solver's
//! retrograde steps. A sample is also checked through camelot-core's own positions and move
//! generator, with White and with Black to move.

use crate::bits::Bits;
use crate::catalog::Catalog;
use crate::solve::{end_value, no_move_value};
use crate::table::{Table, sampler};
use crate::value::Value;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// What verification found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VerifyReport {
    /// Positions checked.
    pub positions: u64,
    /// Indices holding no position (checked to hold none).
    pub unused: u64,
    /// Positions or indices whose stored value is wrong.
    pub mismatches: u64,
    /// The first few mismatches, described.
    pub examples: Vec<String>,
    /// Positions checked through camelot-core.
    pub core_checked: u64,
    /// Of those, how many disagreed.
    pub core_mismatches: u64,
}

const EXAMPLES: usize = 10;
const CHUNK: u64 = 1 << 14;

impl Table<'_> {
    /// Checks every index of every class with `threads` threads, then `core_sample` random
    /// positions through camelot-core. `progress` hears of each class as it is done.
    pub fn verify(
        &self,
        threads: usize,
        core_sample: u64,
        progress: &mut dyn FnMut(&str),
    ) -> VerifyReport {
        match self.any_catalog() {
            crate::table::CatalogRef::Narrow(c) => {
                self.verify_with(c, threads, core_sample, progress)
            }
            crate::table::CatalogRef::Wide(c) => {
                self.verify_with(c, threads, core_sample, progress)
            }
        }
    }

    fn verify_with<B: Bits>(
        &self,
        cat: &Catalog<B>,
        threads: usize,
        core_sample: u64,
        progress: &mut dyn FnMut(&str),
    ) -> VerifyReport {
        let report = Mutex::new(VerifyReport::default());
        let note = |r: &mut VerifyReport, what: String| {
            r.mismatches += 1;
            if r.examples.len() < EXAMPLES {
                r.examples.push(what);
            }
        };
        let castle = cat.board().rules().castle_moves > 0;
        for (c, class) in cat.classes().iter().enumerate() {
            let next = AtomicU64::new(0);
            let size = class.size();
            std::thread::scope(|scope| {
                for _ in 0..threads.max(1) {
                    scope.spawn(|| {
                        let mut local = VerifyReport::default();
                        let mut moves = Vec::with_capacity(64);
                        let board = cat.board();
                        let layout = cat.layout();
                        loop {
                            let first = next.fetch_add(CHUNK, Relaxed);
                            if first >= size {
                                break;
                            }
                            for i in first..(first + CHUNK).min(size) {
                                let s = class.decode(layout, i);
                                let here = class.index(layout, &s).map(|x| x.0);
                                let holds = here == Some(i)
                                    && board.is_legal(&s)
                                    && board.end(&s).is_none();
                                let stored = self.entry(c, i);
                                let Some(stored) = stored else {
                                    local.unused += 1;
                                    if holds {
                                        note(
                                            &mut local,
                                            format!(
                                                "{} index {i}: a position marked unused",
                                                class.key().name(castle)
                                            ),
                                        );
                                    }
                                    continue;
                                };
                                local.positions += 1;
                                if !holds {
                                    note(
                                        &mut local,
                                        format!(
                                            "{} index {i}: a value where no position is",
                                            class.key().name(castle)
                                        ),
                                    );
                                    continue;
                                }
                                moves.clear();
                                board.moves(&s, &mut moves);
                                let best = if moves.is_empty() {
                                    Some(no_move_value(board.rules().no_move, &s))
                                } else {
                                    moves
                                        .iter()
                                        .map(|m| {
                                            let t = board.play(&s, m);
                                            match board.end(&t) {
                                                Some(e) => Some(end_value(e).before()),
                                                None => cat
                                                    .locate(&t)
                                                    .and_then(|(tc, ti, _)| self.entry(tc, ti))
                                                    .map(Value::before),
                                            }
                                        })
                                        .collect::<Option<Vec<Value>>>()
                                        .and_then(|v| v.into_iter().max())
                                };
                                if best != Some(stored) {
                                    let text = board
                                        .position_of(&s, false)
                                        .map_or_else(|| format!("{s:?}"), |p| p.to_string());
                                    note(
                                        &mut local,
                                        format!(
                                            "{text}: stored {stored}, its moves give {}",
                                            best.map_or("nothing".to_string(), |b| b.to_string())
                                        ),
                                    );
                                }
                            }
                        }
                        if let Ok(mut r) = report.lock() {
                            r.positions += local.positions;
                            r.unused += local.unused;
                            r.mismatches += local.mismatches;
                            let room = EXAMPLES.saturating_sub(r.examples.len());
                            r.examples.extend(local.examples.into_iter().take(room));
                        }
                    });
                }
            });
            let done = report.lock().map(|r| r.clone()).unwrap_or_default();
            progress(&format!(
                "verified class {} ({}/{}): {} positions so far, {} mismatches",
                class.key().name(castle),
                c + 1,
                cat.classes().len(),
                done.positions,
                done.mismatches
            ));
        }
        let mut r = report.into_inner().unwrap_or_default();
        self.core_sample(cat, core_sample, &mut r);
        r
    }

    /// Random positions of the table through camelot-core: the best of core's legal moves,
    /// each valued by probing the position after it, equals the stored value, whichever
    /// colour is to move.
    fn core_sample<B: Bits>(&self, cat: &Catalog<B>, count: u64, r: &mut VerifyReport) {
        let total: u64 = cat.classes().iter().map(|c| c.size()).sum();
        if total == 0 {
            return;
        }
        let mut rng = sampler();
        let mut tries = 0;
        while r.core_checked < count && tries < count.saturating_mul(20) {
            tries += 1;
            let mut g = rng() % total;
            let mut c = 0;
            while g >= cat.classes()[c].size() {
                g -= cat.classes()[c].size();
                c += 1;
            }
            let Some(stored) = self.entry(c, g) else {
                continue;
            };
            let s = cat.classes()[c].decode(cat.layout(), g);
            for flipped in [false, true] {
                let Some(pos) = cat.board().position_of(&s, flipped) else {
                    continue;
                };
                r.core_checked += 1;
                let best = match pos.outcome() {
                    Some(o) if o.winner.is_none() => Some(Value::Draw),
                    Some(o) if o.winner == Some(pos.turn()) => Some(Value::Win(0)),
                    Some(_) => Some(Value::Loss(0)),
                    None => self
                        .moves(&pos)
                        .ok()
                        .and_then(|m| m.into_iter().map(|m| m.1).max()),
                };
                let direct = self.probe(&pos).ok();
                if best != Some(stored) || direct != Some(stored) {
                    r.core_mismatches += 1;
                    if r.examples.len() < EXAMPLES {
                        r.examples.push(format!(
                            "{pos}: stored {stored}, camelot-core's moves give {best:?}, probe {direct:?}"
                        ));
                    }
                }
            }
        }
    }
}
