//! Finding puzzles in a game and working out their lines, after lichess-puzzler's generator:
//! a ply that makes the side to move's win chance jump (the opponent's mistake) is a place to
//! look; there, and before the mistake, the solver's move must be the only good one at a deep
//! search, and the line goes on while each solver move stays the only good one.

use super::rating::{Features, ladder};
use camelot_ai::winprob::white_chance;
use camelot_ai::{Engine, Limits, NoHandler, Score, SearchResult};
use camelot_core::{Move, Position, SquareSet};

/// The jump in the solver's win chance (0 to 1) over the opponent's last ply that makes a
/// position worth a look. lichess-puzzler asks for 0.6 on its −1…+1 scale, 0.3 on ours.
pub const JUMP: f64 = 0.20;
/// Not already won: the solver's chance before the opponent's last ply is at most this.
/// lichess-puzzler skips positions after +300 cp, 0.75 on its curve (0.74 on ours).
pub const NOT_WON: f64 = 0.75;
/// Winning: an attacking line keeps the solver's chance at least this after every solver
/// move. lichess-puzzler's floor is +200 cp, 0.67 on its curve and on ours.
pub const WINNING: f64 = 0.67;
/// Holding: a defence keeps the solver's chance at least this after every solver move.
pub const HOLDING: f64 = 0.40;
/// The solver's move must beat every other by this much win chance (0 to 1). lichess-puzzler
/// asks for 0.7 on its −1…+1 scale, the same as 0.35 on ours (chance = (w + 1) / 2); both
/// curves are fitted to their game's results (−0.00368 per centipawn there, −0.0049 per
/// hundredth of a man here), so the margin means the same.
pub const MARGIN: f64 = 0.35;
/// A proven win is unique too when every other move is no proven win and scores at most
/// this (lichess-puzzler's bar for a non-mating move beside a mate in one, 0.6 there).
pub const KEEPS_WIN_SECOND: f64 = 0.80;
/// The first move must pass this margin at the cheap probe before the deep search is spent.
const PROBE_MARGIN: f64 = 0.20;
/// The longest line, in plies (five solver moves).
pub const MAX_PLIES: usize = 9;
/// A one-mover is kept only if the engine needs more nodes than this to find it, or if its
/// path has at least [`LONG_MOVE_LEGS`] legs.
pub const ONE_MOVE_NODES: u64 = 1_000;
/// Legs of a long move (a long charge or jump chain).
pub const LONG_MOVE_LEGS: usize = 4;
/// "Plausible" alternatives score within this win chance of the best at depth 2.
const PLAUSIBLE: f64 = 0.10;

/// Node budgets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budgets {
    /// Scoring every position of a game.
    pub scan: u64,
    /// The cheap first look at a candidate.
    pub probe: u64,
    /// Uniqueness and the opponent's replies (the stated budget).
    pub deep: u64,
}

/// The budgets the shipped pack was made with.
pub const BUDGETS: Budgets = Budgets {
    scan: 2_000,
    probe: 10_000,
    deep: 200_000,
};

/// The transposition table of every search, in MiB (a re-check must use the same).
pub const TABLE_MB: usize = 16;

/// The win chance (0 to 1) of the side to move at `score`: 1 or 0 when proven, else the
/// app's fitted curve.
pub fn chance(score: Score) -> f64 {
    if score.is_win() {
        1.0
    } else if score.is_loss() {
        0.0
    } else {
        white_chance(score.raw())
    }
}

/// The win chance of the side to move in a position whose game is over.
fn outcome_chance(pos: &Position) -> Option<f64> {
    let outcome = pos.outcome()?;
    Some(match outcome.winner {
        Some(w) if w == pos.turn() => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    })
}

/// Whether the best move is the only good one: no second move, or a second worse by
/// [`MARGIN`], or the best the only proven win (see [`KEEPS_WIN_SECOND`]).
pub fn is_unique(best: Score, second: Option<Score>) -> bool {
    let Some(second) = second else {
        return true;
    };
    let (b, s) = (chance(best), chance(second));
    b - s >= MARGIN || (best.is_win() && !second.is_win() && s <= KEEPS_WIN_SECOND)
}

/// The places to look in a game whose positions' chances (for the side to move) are
/// `chances`: after a ply that makes the side to move's chance jump by [`JUMP`] from not
/// already won to winning (the mistake's punishment), and before it, if the mistaken side
/// was holding (the move it missed). Position 0 is never one (its last move is unknown).
///
/// ```text
/// chances: 0.5 (White to move), 0.5, 0.9 → Black blundered at ply 2: position 2 (White
/// punishes) and position 1 (Black's better move) are places to look.
/// ```
pub fn candidates(chances: &[f64]) -> Vec<usize> {
    let mut out = std::collections::BTreeSet::new();
    for i in 1..chances.len() {
        // The mover of ply i loses this much (the side to move after it gains as much).
        let drop = chances[i - 1] - (1.0 - chances[i]);
        if drop < JUMP {
            continue;
        }
        if 1.0 - chances[i - 1] <= NOT_WON && chances[i] >= WINNING {
            out.insert(i);
        }
        if i >= 2 && 1.0 - chances[i - 2] <= NOT_WON && chances[i - 1] >= HOLDING {
            out.insert(i - 1);
        }
    }
    out.into_iter().collect()
}

/// Whether two moves from one position lead to the same position.
pub fn same_result(a: &Move, b: &Move) -> bool {
    let caps = |m: &Move| m.captures().collect::<SquareSet>();
    a.from() == b.from() && a.to() == b.to() && caps(a) == caps(b)
}

/// A line worked out from a position.
#[derive(Clone, Debug, PartialEq)]
pub struct Cooked {
    /// Solver, reply, solver, …; odd in length.
    pub moves: Vec<Move>,
    /// The first move saves rather than wins (see [`super::themes::Theme::Defence`]).
    pub defence: bool,
    pub features: Features,
}

/// What one solver move's deep search said.
struct Judged {
    best: SearchResult,
    second: Option<SearchResult>,
}

/// How many places made it through each stage (summed over threads, so the same for any
/// number of them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Funnel {
    pub games: usize,
    pub positions: usize,
    /// Places to look ([`candidates`]).
    pub candidates: usize,
    /// Passed the cheap probe.
    pub probed: usize,
    /// The first move unique at the deep budget.
    pub unique: usize,
    /// Made a puzzle (before repeats across games are removed).
    pub kept: usize,
}

impl Funnel {
    pub fn add(&mut self, other: &Funnel) {
        self.games += other.games;
        self.positions += other.positions;
        self.candidates += other.candidates;
        self.probed += other.probed;
        self.unique += other.unique;
        self.kept += other.kept;
    }
}

/// The searches of one thread: every search starts from a cleared engine, so its result
/// depends on the position and its history only (a re-check gets the same answer).
pub struct Analyst {
    engine: Engine,
    pub budgets: Budgets,
    pub funnel: Funnel,
}

impl Analyst {
    pub fn new(budgets: Budgets) -> Analyst {
        Analyst {
            engine: Engine::new(TABLE_MB),
            budgets,
            funnel: Funnel::default(),
        }
    }

    /// The best `count` lines at `nodes`, from a cleared engine.
    fn lines(
        &mut self,
        pos: &Position,
        history: &[u64],
        nodes: u64,
        count: usize,
    ) -> Vec<SearchResult> {
        self.engine.clear();
        let limits = Limits {
            depth: None,
            nodes: Some(nodes.max(1)),
        };
        self.engine
            .search_lines(pos, history, &limits, count, &mut NoHandler)
    }

    fn judge(&mut self, pos: &Position, history: &[u64], nodes: u64) -> Option<Judged> {
        let mut lines = self.lines(pos, history, nodes, 2).into_iter();
        let best = lines.next().filter(|l| l.best.is_some())?;
        Some(Judged {
            best,
            second: lines.next().filter(|l| l.best.is_some()),
        })
    }

    /// The win chance of the side to move at every position of a game (`positions[i]` after
    /// `i` plies), at the scan budget: [`Analyst::scan_begin`], then [`Analyst::scan_next`]
    /// for each position in order.
    pub fn scan(&mut self, positions: &[Position]) -> Vec<f64> {
        self.scan_begin();
        let mut history: Vec<u64> = Vec::with_capacity(positions.len());
        let mut out = Vec::with_capacity(positions.len());
        for pos in positions {
            out.push(self.scan_next(pos, &history));
            history.push(pos.hash());
        }
        out
    }

    /// Starts scoring a game: one engine, cleared once, scores its positions in order.
    pub fn scan_begin(&mut self) {
        self.engine.clear();
    }

    /// The win chance of the side to move at `pos`, the game's next position, whose earlier
    /// positions' hashes are `history`.
    pub fn scan_next(&mut self, pos: &Position, history: &[u64]) -> f64 {
        let limits = Limits {
            depth: None,
            nodes: Some(self.budgets.scan.max(1)),
        };
        match outcome_chance(pos) {
            Some(c) => c,
            None => chance(
                self.engine
                    .search(pos, history, &limits, &mut NoHandler)
                    .score,
            ),
        }
    }

    /// The solver's line from `start` (solver to move), if the first move is the only good
    /// one and the line is worth a puzzle; see the module documentation of `super`.
    pub fn cook(&mut self, start: &Position) -> Option<Cooked> {
        if start.is_game_over() || start.unique_moves().len() < 2 {
            return None;
        }
        // A cheap look first: most places turn out to have several good moves.
        let probe = self.judge(start, &[], self.budgets.probe)?;
        let (pb, ps) = (probe.best.score, probe.second.as_ref().map(|s| s.score));
        let loose =
            ps.is_none_or(|s| chance(pb) - chance(s) >= PROBE_MARGIN || is_unique(pb, Some(s)));
        if !loose || chance(pb) < HOLDING {
            return None;
        }
        self.funnel.probed += 1;
        let solver = start.turn();
        let mut moves: Vec<Move> = Vec::new();
        // Whether each solver move was the only legal one (trimmed from the end).
        let mut forced: Vec<bool> = Vec::new();
        let mut history: Vec<u64> = Vec::new();
        let mut pos = start.clone();
        let mut defence = false;
        while moves.len() < MAX_PLIES && !pos.is_game_over() {
            let mv = if pos.turn() == solver {
                let judged = self.judge(&pos, &history, self.budgets.deep)?;
                let second = judged.second.as_ref().map(|s| s.score);
                if !is_unique(judged.best.score, second) {
                    if moves.is_empty() {
                        return None;
                    }
                    break;
                }
                let c = chance(judged.best.score);
                if moves.is_empty() {
                    defence = c < WINNING;
                    self.funnel.unique += 1;
                }
                // A line that stops winning (or holding) was judged too kindly at its start.
                if c < if defence { HOLDING } else { WINNING } {
                    return None;
                }
                forced.push(second.is_none());
                judged.best.best?
            } else {
                self.lines(&pos, &history, self.budgets.deep, 1)
                    .into_iter()
                    .next()
                    .and_then(|r| r.best)?
            };
            history.push(pos.hash());
            pos.play_unchecked(&mv);
            moves.push(mv);
            // A line that comes back to a position is no puzzle.
            if history.contains(&pos.hash()) {
                return None;
            }
            if pos.outcome().is_some_and(|o| o.winner != Some(solver)) {
                return None;
            }
        }
        // End on a solver move that had a choice.
        while moves.len().is_multiple_of(2) || forced.last() == Some(&true) {
            if moves.len() % 2 == 1 {
                forced.pop();
            }
            moves.pop()?;
        }
        let found = self.found_at(start, &moves);
        let features = Features {
            found,
            deep: self.budgets.deep,
            solver_moves: moves.len().div_ceil(2),
            legs: moves.iter().step_by(2).map(Move::len).sum(),
            plausible: self.plausible(start, &moves[0]),
            quiet: !moves[0].is_capture(),
        };
        if moves.len() == 1 {
            let long = moves[0].len() >= LONG_MOVE_LEGS;
            if !long && found.is_some_and(|n| n <= ONE_MOVE_NODES) {
                return None;
            }
        }
        Some(Cooked {
            moves,
            defence,
            features,
        })
    }

    /// The smallest ladder budget at which a fresh search plays each solver move of `moves`
    /// (the largest over the solver moves); `None` if one is not found even at the deep
    /// budget.
    fn found_at(&mut self, start: &Position, moves: &[Move]) -> Option<u64> {
        let mut pos = start.clone();
        let mut history = Vec::new();
        let mut hardest = 0;
        for (i, mv) in moves.iter().enumerate() {
            if i % 2 == 0 {
                let found = ladder(self.budgets.deep).into_iter().find(|&nodes| {
                    self.lines(&pos, &history, nodes, 1)
                        .first()
                        .and_then(|r| r.best)
                        .is_some_and(|b| same_result(&b, mv))
                })?;
                hardest = hardest.max(found);
            }
            history.push(pos.hash());
            pos.play_unchecked(mv);
        }
        Some(hardest)
    }

    /// Other first moves that a depth-2 search scores within [`PLAUSIBLE`] of its best.
    fn plausible(&mut self, start: &Position, solution: &Move) -> usize {
        self.engine.clear();
        let floor = Score::from_raw(Score::loss_in_plies(0).raw() - 1);
        let Some(scored) = self
            .engine
            .root_scores(start, &[], 2, floor, &mut NoHandler)
        else {
            return 0;
        };
        let top = scored.iter().map(|(_, s)| chance(*s)).fold(0.0, f64::max);
        scored
            .iter()
            .filter(|(m, s)| !same_result(m, solution) && chance(*s) >= top - PLAUSIBLE)
            .count()
    }

    /// Whether `moves` from `start` is still a puzzle at this analyst's deep budget: every
    /// solver move the only good one, every reply the engine's. For the pack's checks.
    pub fn recheck(&mut self, start: &Position, moves: &[Move]) -> Result<(), String> {
        let solver = start.turn();
        let mut pos = start.clone();
        let mut history = Vec::new();
        for (i, mv) in moves.iter().enumerate() {
            if pos.turn() == solver {
                let judged = self
                    .judge(&pos, &history, self.budgets.deep)
                    .ok_or_else(|| format!("move {}: no move", i + 1))?;
                let best = judged
                    .best
                    .best
                    .ok_or_else(|| format!("move {}: no move", i + 1))?;
                if !same_result(&best, mv) {
                    return Err(format!(
                        "move {}: the engine now plays {best}, not {mv}",
                        i + 1
                    ));
                }
                let second = judged.second.as_ref().map(|s| s.score);
                if !is_unique(judged.best.score, second) {
                    return Err(format!(
                        "move {} {mv}: not unique ({} against {})",
                        i + 1,
                        judged.best.score,
                        judged
                            .second
                            .and_then(|s| s.best)
                            .map_or(String::new(), |m| format!(
                                "{m} {}",
                                second.unwrap_or_default()
                            ))
                    ));
                }
            } else {
                let reply = self
                    .lines(&pos, &history, self.budgets.deep, 1)
                    .first()
                    .and_then(|r| r.best);
                if !reply.is_some_and(|r| same_result(&r, mv)) {
                    return Err(format!(
                        "move {}: the engine now replies {}, not {mv}",
                        i + 1,
                        reply.map_or("nothing".to_string(), |r| r.to_string())
                    ));
                }
            }
            history.push(pos.hash());
            pos.play_unchecked(mv);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chances_of_proven_scores_are_certain() {
        assert_eq!(chance(Score::win_in_plies(3)), 1.0);
        assert_eq!(chance(Score::loss_in_plies(2)), 0.0);
        assert_eq!(chance(Score::DRAW), 0.5);
    }

    #[test]
    fn uniqueness_wants_the_margin_or_the_only_win() {
        assert!(is_unique(Score::cp(200), None));
        // 200 cp is 0.73, -80 is 0.40: 0.33 apart, short of the margin.
        assert!(!is_unique(Score::cp(200), Some(Score::cp(-80))));
        assert!(is_unique(Score::cp(200), Some(Score::cp(-120))));
        assert!(!is_unique(
            Score::win_in_plies(5),
            Some(Score::win_in_plies(9))
        ));
        // The only win beside a move still scoring 0.78 (250 cp); 300 cp is 0.82, too much.
        assert!(is_unique(Score::win_in_plies(5), Some(Score::cp(250))));
        assert!(!is_unique(Score::win_in_plies(5), Some(Score::cp(300))));
    }

    #[test]
    fn places_to_look_follow_the_jump() {
        // Black (to move at 1) throws away an even game at ply 2.
        assert_eq!(candidates(&[0.5, 0.5, 0.9, 0.1]), [1, 2]);
        // Black, winning, throws it away: White punishes (it was losing before).
        assert_eq!(candidates(&[0.1, 0.9, 0.95]), [2]);
        // Black was already won before White's first ply (0.8 for Black) when it slipped to
        // 0.5: no missed move, and White's 0.5 is no win to find.
        assert_eq!(candidates(&[0.2, 0.9, 0.5]), Vec::<usize>::new());
        // A small swing is no mistake.
        assert_eq!(candidates(&[0.5, 0.5, 0.7]), Vec::<usize>::new());
        // The mistaken side was lost anyway: only the punishment.
        assert_eq!(candidates(&[0.5, 0.35, 0.98]), [2]);
    }

    #[test]
    fn equal_results_are_one_move() {
        let pos = Position::start();
        let a = pos.parse_move("C6-E8").unwrap();
        assert!(same_result(&a, &a));
        let b = pos.parse_move("F7-F8").unwrap();
        assert!(!same_result(&a, &b));
    }
}
