//! Every tunable number of the evaluation and the search, in one place. Values are in
//! hundredths of a man ("cp") unless said otherwise.

/// A man.
pub const MAN: i32 = 100;
/// The WCF knight-man curve, first formula: knight = P/12 + 4/3 men, where P counts the side's
/// pieces outside the castles; a lone knight is worth a man. Here: base and per-piece slope.
pub const KNIGHT_BASE: i32 = 133;
/// Hundredths of a man added to a knight per twelve pieces of its side outside the castles.
pub const KNIGHT_PER_12_PIECES: i32 = 100;

/// A piece standing in the enemy castle (one more wins the game).
pub const IN_ENEMY_CASTLE: i32 = 220;
/// Progress toward the enemy castle, by king-move distance to its nearer square (index 0
/// unused: a piece at distance 0 is in the castle).
pub const PROGRESS: [i32; 16] = [0, 45, 32, 24, 18, 13, 9, 6, 4, 2, 1, 0, 0, 0, 0, 0];
/// Progress counts more as the board empties: the progress sum is scaled by
/// `(PROGRESS_SCALE_BASE - pieces on the board) / PROGRESS_SCALE_DIV`.
pub const PROGRESS_SCALE_BASE: i32 = 40;
/// See [`PROGRESS_SCALE_BASE`].
pub const PROGRESS_SCALE_DIV: i32 = 12;

/// A runner (no enemy piece near the castle square it heads for, so it cannot be stopped in
/// time), by its distance to that square.
pub const RUNNER: [i32; 16] = [0, 300, 220, 160, 110, 70, 45, 25, 10, 0, 0, 0, 0, 0, 0, 0];
/// An enemy piece this close to the runner's target square (or closer than the runner) can
/// still defend it.
pub const RUNNER_GUARD_SLACK: i32 = 1;
/// With a piece already in the enemy castle, a runner decides the game: its bonus is
/// multiplied by this.
pub const RUNNER_SECOND_PIECE_FACTOR: i32 = 2;

/// A piece of ours within this distance of our own castle counts as a defender.
pub const DEFENDER_RADIUS: u8 = 2;
/// An enemy piece within this distance of our castle counts as a threat to it.
pub const THREAT_RADIUS: u8 = 5;
/// Per defender (at most [`MAX_DEFENDERS`] count) when the castle is threatened.
pub const DEFENDER: i32 = 18;
/// Defenders beyond this number add nothing.
pub const MAX_DEFENDERS: i32 = 2;

/// Share (percent) of the value of the most valuable piece of the side to move that the
/// opponent can jump next move (it may be defended, or moved away).
pub const HANGING_PERCENT: i32 = 30;
/// Per further piece the opponent can jump.
pub const HANGING_EXTRA: i32 = 8;

/// Per empty neighbouring square a piece can step to.
pub const MOBILITY: i32 = 2;
/// Having the move.
pub const TEMPO: i32 = 8;

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
/// Futility pruning: at depth `d <= FUTILITY_MAX_DEPTH`, ordinary quiet moves are skipped when
/// the evaluation plus `FUTILITY_MARGIN * d` cannot reach alpha.
pub const FUTILITY_MAX_DEPTH: i32 = 2;
/// See [`FUTILITY_MAX_DEPTH`].
pub const FUTILITY_MARGIN: i32 = 120;
/// How often (in nodes) the handler is asked whether to stop.
pub const STOP_CHECK_INTERVAL: u64 = 2048;
