//! Every tunable number of the evaluation and the search, in one place. Values are in
//! hundredths of a man ("cp") unless said otherwise.

/// A man: the unit of the evaluation (not tuned).
pub const MAN: i32 = 100;

/// A quiet move to a square this near the enemy castle is never reduced or pruned as a late
/// move: it may start a castle race that the reduced search would not see to its end.
pub const CASTLE_APPROACH: u8 = 2;

/// A piece of ours within this distance of our own castle counts as a defender.
pub const DEFENDER_RADIUS: u8 = 2;
/// An enemy piece within this distance of our castle counts as a threat to it.
pub const THREAT_RADIUS: u8 = 5;
/// An enemy piece this close to the runner's target square (or closer than the runner) can
/// still defend it.
pub const RUNNER_GUARD_SLACK: i32 = 1;
/// Defenders beyond this number add nothing.
pub const MAX_DEFENDERS: i32 = 2;

/// The evaluation's weights, each in hundredths of a man unless said otherwise. The values
/// the engine plays with are [`WEIGHTS`]; `camelot tune` fits them to game results.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    /// The WCF knight-man curve, first formula: knight = P/12 + 4/3 men, where P counts the
    /// side's pieces outside the castles; a lone knight is worth a man. Here: base value.
    pub knight_base: i32,
    /// Added to a knight per twelve pieces of its side outside the castles.
    pub knight_per_12_pieces: i32,
    /// A piece standing in the enemy castle (one more wins the game).
    pub in_enemy_castle: i32,
    /// Progress toward the enemy castle, by king-move distance to its nearer square (index 0
    /// unused: a piece at distance 0 is in the castle).
    pub progress: [i32; 16],
    /// Progress counts more as the board empties: the progress sum is scaled by
    /// `(progress_scale_base - pieces on the board) / 12`, at least 1.
    pub progress_scale_base: i32,
    /// A runner (no enemy piece near the castle square it heads for, so it cannot be stopped
    /// in time), by its distance to that square.
    pub runner: [i32; 16],
    /// With a piece already in the enemy castle, a runner decides the game: its bonus is
    /// multiplied by this, in percent.
    pub runner_second_piece_percent: i32,
    /// Per defender (at most [`MAX_DEFENDERS`] count) per threatening enemy piece (at most
    /// two) when the castle is threatened.
    pub defender: i32,
    /// Share (percent) of the value of the most valuable piece of the side to move that the
    /// opponent can jump next move (it may be defended, or moved away).
    pub hanging_percent: i32,
    /// Per further piece the opponent can jump.
    pub hanging_extra: i32,
    /// Per empty neighbouring square a piece can step to.
    pub mobility: i32,
    /// Having the move.
    pub tempo: i32,
}

/// The weights the engine plays with, fitted by `camelot tune` (crate README, "Testing
/// changes and tuning the evaluation") in three rounds, each to the positions of self-play by
/// the engine with the weights before, each quiet position's target a quarter its game's
/// result and three quarters the expected score of the self-play search's own score:
/// 1. the hand-set weights' self-play, `camelot selfplay --games 1500 --nodes 8000 --seed 7
///    --threads 1 --scores` (196,577 positions), `camelot tune DATA --lambda 0.25
///    --skip-last 10 --passes 40 --max-step 16`: held-back loss 0.013546 -> 0.012372;
///    +164.6 +/- 64.0 against the hand-set weights at 20,000 nodes a move (68 games);
/// 2. that engine's self-play (4aa501d), `--games 3000 --nodes 8000 --seed 21 --threads 2
///    --scores` (439,231 positions), tuned the same way from round 1's weights: 328,874
///    training and 36,112 held-back positions, held-back loss 0.007554 -> 0.007356;
///    +46.5 +/- 27.8 against round 1 at 20,000 nodes (565 games, SPRT(0,15) accepted H1);
/// 3. the self-play of 9da14fa (round 2's weights, sacrifices searched in full), `--games 1500
///    --nodes 8000 --seed 33 --threads 1 --scores` (181,093 positions), tuned the same way from
///    round 2's weights: 129,280 training and 14,173 held-back positions, held-back loss
///    0.008539 -> 0.008335; +37.1 +/- 20.5 against 9da14fa at 20,000 nodes (470 pairs,
///    SPRT(0,10) accepted H1). Pieces the opponent can jump weigh more (the search now plays
///    into sacrifices), a piece in the enemy castle less, and runners nine and ten squares out
///    count.
pub const WEIGHTS: Weights = Weights {
    knight_base: 122,
    knight_per_12_pieces: 47,
    in_enemy_castle: 145,
    progress: [0, 106, 98, 73, 64, 52, 23, 16, 9, 6, 6, 6, 6, 0, 0, 0],
    progress_scale_base: 40,
    runner: [0, 83, 83, 83, 83, 83, 83, 83, 57, 53, 53, 0, 0, 0, 0, 0],
    runner_second_piece_percent: 878,
    defender: 41,
    hanging_percent: 28,
    hanging_extra: 81,
    mobility: 2,
    tempo: 20,
};

impl Weights {
    /// Calls `f` with the name and a mutable reference of every tunable number, in a fixed
    /// order (array entries as `name[i]`; entries that can never apply are left out).
    pub fn visit(&mut self, mut f: impl FnMut(String, &mut i32)) {
        f("knight_base".into(), &mut self.knight_base);
        f(
            "knight_per_12_pieces".into(),
            &mut self.knight_per_12_pieces,
        );
        f("in_enemy_castle".into(), &mut self.in_enemy_castle);
        for (i, v) in self.progress.iter_mut().enumerate().skip(1).take(12) {
            f(format!("progress[{i}]"), v);
        }
        f("progress_scale_base".into(), &mut self.progress_scale_base);
        for (i, v) in self.runner.iter_mut().enumerate().skip(1).take(10) {
            f(format!("runner[{i}]"), v);
        }
        f(
            "runner_second_piece_percent".into(),
            &mut self.runner_second_piece_percent,
        );
        f("defender".into(), &mut self.defender);
        f("hanging_percent".into(), &mut self.hanging_percent);
        f("hanging_extra".into(), &mut self.hanging_extra);
        f("mobility".into(), &mut self.mobility);
        f("tempo".into(), &mut self.tempo);
    }
}

impl Weights {
    /// Whether the weights keep the shape the game demands, whatever the data says: a piece
    /// nearer the enemy castle counts at least as much as one further away, for progress and
    /// for runners alike, and runners never count against their side. (A fit without this
    /// once valued a runner three squares from the castle above one two squares away, and
    /// the engine stopped walking its runners in.)
    pub fn is_plausible(&self) -> bool {
        let falls = |v: &[i32]| v.windows(2).all(|p| p[0] >= p[1]);
        falls(&self.progress[1..])
            && falls(&self.runner[1..])
            && self.runner.iter().all(|&r| r >= 0)
    }
}

impl Default for Weights {
    fn default() -> Weights {
        WEIGHTS
    }
}

/// Aspiration window half-width at the start of an iteration; doubled on each failure.
pub const ASPIRATION_WINDOW: i32 = 40;
/// First depth searched with an aspiration window.
pub const ASPIRATION_MIN_DEPTH: u32 = 4;
/// Null-move pruning: least depth, and the reduction `NULL_MOVE_BASE + depth / NULL_MOVE_DIV`.
pub const NULL_MOVE_MIN_DEPTH: i32 = 3;
/// See [`NULL_MOVE_MIN_DEPTH`].
pub const NULL_MOVE_BASE: i32 = 2;
/// See [`NULL_MOVE_MIN_DEPTH`].
pub const NULL_MOVE_DIV: i32 = 4;
/// Late-move reductions: least depth and how many moves are searched in full first.
pub const LMR_MIN_DEPTH: i32 = 3;
/// See [`LMR_MIN_DEPTH`].
pub const LMR_FULL_MOVES: usize = 3;
/// Moves after this many are reduced one ply more.
pub const LMR_DEEP_MOVES: usize = 8;
/// Moves after this many are reduced one more ply again.
pub const LMR_DEEPER_MOVES: usize = 24;
/// From this depth on, reductions are one ply larger.
pub const LMR_DEEP_DEPTH: i32 = 7;
/// Late-move pruning: at depth `d <= LMP_MAX_DEPTH`, ordinary quiet moves after
/// `LMP_BASE + LMP_PER_DEPTH_SQUARED * d * d` are skipped.
pub const LMP_MAX_DEPTH: i32 = 3;
/// See [`LMP_MAX_DEPTH`].
pub const LMP_BASE: usize = 6;
/// See [`LMP_MAX_DEPTH`].
pub const LMP_PER_DEPTH_SQUARED: usize = 4;
/// Reverse futility pruning: at depth `d <= RFP_MAX_DEPTH`, a node with no compulsory move
/// whose evaluation is at least `beta + RFP_MARGIN * d` returns the evaluation unsearched.
pub const RFP_MAX_DEPTH: i32 = 4;
/// See [`RFP_MAX_DEPTH`].
pub const RFP_MARGIN: i32 = 100;
/// Futility pruning: at depth `d <= FUTILITY_MAX_DEPTH`, ordinary quiet moves are skipped when
/// the evaluation plus `FUTILITY_MARGIN * d` cannot reach alpha.
pub const FUTILITY_MAX_DEPTH: i32 = 2;
/// See [`FUTILITY_MAX_DEPTH`].
pub const FUTILITY_MARGIN: i32 = 120;
/// How often (in nodes) the handler is asked whether to stop.
pub const STOP_CHECK_INTERVAL: u64 = 2048;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_weights_played_with_are_plausible() {
        assert!(WEIGHTS.is_plausible());
        let mut w = WEIGHTS;
        w.runner[3] = w.runner[2] + 1;
        assert!(!w.is_plausible(), "a runner nearer the castle counts less");
        let mut w = WEIGHTS;
        w.progress[9] = -1;
        w.progress[10] = 0;
        assert!(!w.is_plausible(), "progress rises away from the castle");
    }
}
