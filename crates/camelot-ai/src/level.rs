//! Playing levels 1–8: how deep each searches and how (and how often) it errs.

use crate::Score;
use crate::search::{Engine, Handler, Limits, SearchResult};
use camelot_core::{Color, Move, Position};

/// What a level does. Levels differ in search limits and in deliberate, human-like
/// imperfection: a level with `noise_cp > 0` picks among the moves that score within
/// `noise_cp` of the best (better moves more likely), and now and then (`blunder_permille`)
/// among moves within `blunder_cp`. It never throws away a win on the next move and never picks
/// a move that loses by force when another does not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelSpec {
    /// The level, 1–8.
    pub level: u8,
    /// Search depth in plies, if limited.
    pub depth: Option<u32>,
    /// Search nodes, if limited.
    pub nodes: Option<u64>,
    /// Thinking time the caller should allow, in milliseconds (the caller owns the clock).
    pub movetime_ms: u64,
    /// Moves scoring within this many hundredths of a man of the best may be chosen.
    pub noise_cp: i32,
    /// Chance per move, in thousandths, of a bigger mistake.
    pub blunder_permille: u32,
    /// How much worse (hundredths of a man) a blunder may be.
    pub blunder_cp: i32,
}

/// The levels, weakest first. With the fitted evaluation (2026-12-02) levels 1–5 are 215–365
/// Elo apart, 6 and 7 about 325–355 above the one before (100-game matches;
/// crates/camelot-ai/README.md has the table).
const LEVELS: [LevelSpec; 8] = [
    // level, depth, nodes, movetime, noise, blunder chance, blunder size
    spec(1, Some(1), None, 300, 100, 100, 300),
    spec(2, Some(2), None, 400, 200, 200, 500),
    spec(3, Some(2), None, 500, 80, 100, 250),
    spec(4, Some(3), None, 700, 90, 90, 275),
    spec(5, None, Some(6_500), 1000, 0, 0, 0),
    spec(6, None, Some(20_000), 1500, 0, 0, 0),
    spec(7, None, Some(80_000), 2000, 0, 0, 0),
    spec(8, None, None, 3000, 0, 0, 0),
];

const fn spec(
    level: u8,
    depth: Option<u32>,
    nodes: Option<u64>,
    movetime_ms: u64,
    noise_cp: i32,
    blunder_permille: u32,
    blunder_cp: i32,
) -> LevelSpec {
    LevelSpec {
        level,
        depth,
        nodes,
        movetime_ms,
        noise_cp,
        blunder_permille,
        blunder_cp,
    }
}

/// The spec of `level` (clamped to 1–8).
///
/// ```
/// use camelot_ai::level_spec;
/// assert_eq!(level_spec(1).depth, Some(1));
/// assert_eq!(level_spec(8).depth, None);
/// assert_eq!(level_spec(0).level, 1);
/// ```
pub fn level_spec(level: u8) -> LevelSpec {
    LEVELS[usize::from(level.clamp(1, 8)) - 1]
}

/// A small deterministic generator (SplitMix64), so that a seed gives the same game.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        if n == 0 { 0 } else { self.next() % n }
    }
}

/// How much likelier a level's deliberate imperfection picks a move for where it heads: a
/// move toward the enemy castle (a rank nearer it) six times, a move along its rank twice,
/// as likely as a retreat. Without it, level 2 played 35 % of its quiet moves backwards
/// (level 6: 24 %) and its games wandered for 340 plies; three times forward still looked
/// aimless to a new player (crates/camelot-ai/README.md has the figures).
fn heading_weight(mv: &Move, turn: Color) -> u64 {
    if mv.is_placement() {
        return 2;
    }
    let (from, to) = (i32::from(mv.from().rank()), i32::from(mv.to().rank()));
    let ahead = if turn == Color::White {
        to - from
    } else {
        from - to
    };
    match ahead.signum() {
        1 => 6,
        0 => 2,
        _ => 1,
    }
}

/// Plays at `level`: searches within the spec's limits (the caller's handler still enforces
/// the spec's movetime with its own clock) and, for the lower levels, picks a human-like
/// imperfect move using `seed`.
///
/// ```
/// use camelot_ai::{Engine, NoHandler, search_level};
/// use camelot_core::Position;
/// let pos = Position::start();
/// let mut engine = Engine::new(1);
/// let a = search_level(&mut engine, &pos, &[], 1, 7, &mut NoHandler);
/// let b = search_level(&mut Engine::new(1), &pos, &[], 1, 7, &mut NoHandler);
/// assert_eq!(a.best, b.best, "same seed, same move");
/// assert!(pos.is_legal(&a.best.unwrap()));
/// ```
pub fn search_level(
    engine: &mut Engine,
    pos: &Position,
    history: &[u64],
    level: u8,
    seed: u64,
    handler: &mut impl Handler,
) -> SearchResult {
    let spec = level_spec(level);
    let limits = Limits {
        depth: spec.depth,
        nodes: spec.nodes,
    };
    if spec.noise_cp == 0 {
        return engine.search(pos, history, &limits, handler);
    }
    let searched = engine.search(pos, history, &limits, handler);
    let (Some(best_move), best_score) = (searched.best, searched.score) else {
        return searched;
    };
    let depth = searched.depth.max(1);
    let plain = |mv, score, nodes| SearchResult {
        best: Some(mv),
        score,
        depth,
        nodes,
        pv: vec![mv],
    };
    // Even a beginner sees a win on the board and does not walk into a forced loss by choice.
    if best_score.is_win() && best_score.plies_to_end() == Some(1) {
        return searched;
    }
    let mut rng = Rng(seed ^ pos.hash());
    let margin = if rng.below(1000) < u64::from(spec.blunder_permille) {
        spec.blunder_cp
    } else {
        spec.noise_cp
    };
    let floor = Score::from_raw(best_score.raw() - margin - 1);
    // Out of time: the full-strength move is better than a choice among a few moves.
    let Some(scored) = engine.root_scores(pos, history, depth, floor, handler) else {
        return searched;
    };
    let nodes = searched.nodes + engine.nodes();
    let candidates: Vec<(Move, Score)> = scored
        .iter()
        .copied()
        .filter(|(_, s)| !s.is_loss() || best_score.is_loss())
        .collect();
    let Some(&(_, top)) = candidates.first() else {
        return plain(best_move, best_score, nodes);
    };
    // Weight by closeness to the best, so that small slips are far likelier than big ones,
    // and by the move's heading: a beginner's slips are mostly moves forward, not retreats.
    let turn = pos.turn();
    let weights: Vec<u64> = candidates
        .iter()
        .map(|(mv, s)| {
            let gap = u64::from((top.raw() - s.raw()).unsigned_abs());
            let room = u64::from(margin.unsigned_abs()) + 1;
            let w = room.saturating_sub(gap) + room / 4;
            w * w * heading_weight(mv, turn)
        })
        .collect();
    let total: u64 = weights.iter().sum();
    let mut pick = rng.below(total);
    for (i, w) in weights.iter().enumerate() {
        if pick < *w {
            let (mv, s) = candidates[i];
            return plain(mv, s, nodes);
        }
        pick -= w;
    }
    plain(best_move, best_score, nodes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(pos: &Position, text: &str) -> Move {
        *pos.legal_moves()
            .iter()
            .find(|m| m.to_string() == text)
            .unwrap_or_else(|| panic!("{text} is legal"))
    }

    #[test]
    fn forward_moves_weigh_most_for_either_side() {
        let white = Position::start();
        assert_eq!(heading_weight(&mv(&white, "F7-F8"), Color::White), 6);
        let black = white.play(&mv(&white, "F7-F8")).expect("legal");
        assert_eq!(heading_weight(&mv(&black, "F10-F9"), Color::Black), 6);
        // Along the rank, and back: a man in the open.
        let open: Position = "2/8/10/mm10/12/12/10M1/12/12/12/12/5M6/12/10/8/2 w 0 0 1"
            .parse()
            .expect("position");
        assert_eq!(heading_weight(&mv(&open, "F5-G5"), Color::White), 2);
        assert_eq!(heading_weight(&mv(&open, "F5-F4"), Color::White), 1);
    }
}
