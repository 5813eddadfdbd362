//! A first rating for each puzzle, before anyone has played it: a difficulty score from
//! measurable features, then the pack's puzzles in order of difficulty spread over the
//! ratings as lichess's puzzle ratings spread (about normally, around 1,500).
//!
//! ```text
//! difficulty = 200 · log2(found / 250)     found: the smallest budget of the ladder 250, 500,
//!                                          1,000, … nodes at which a fresh search plays the
//!                                          solver's move, the hardest of the line's solver
//!                                          moves; not found below the deep budget counts as
//!                                          one rung above it
//!            + 120 · (solver moves − 1)
//!            + 30 · (legs − solver moves)  legs: of the solver moves' paths (a twelve-leg
//!                                          charge is hard to see, however fast the engine)
//!            + 40 · min(plausible, 10)     plausible: other first moves that a depth-2 search
//!                                          scores within 0.10 win chance of its best
//!            + 60 · [first move quiet]     a move that takes nothing is the harder to see
//!
//! rating = 1500 + 500 · Φ⁻¹(q), q = (puzzles of the pack less difficult + half of those as
//!          difficult, itself included) / puzzles of the pack
//! ```
//!
//! rounded to 10 and kept within 400–2800 (Φ⁻¹: the inverse of the standard normal
//! distribution). Equally difficult puzzles get one rating. The engine finds most Camelot
//! tactics within a few thousand nodes, so the scores bunch low; ranking them keeps the order
//! the features give and spreads the pack over the scale the page's Glicko-2 players start
//! on (1,500). The players' results are what will correct it.

/// The first rung of the ladder of node budgets.
pub const LADDER_FIRST: u64 = 250;

const PER_RUNG: f64 = 200.0;
const PER_MOVE: f64 = 120.0;
const PER_LEG: f64 = 30.0;
const PER_PLAUSIBLE: f64 = 40.0;
const MAX_PLAUSIBLE: usize = 10;
const QUIET: f64 = 60.0;
/// The centre and spread of the ratings.
const MEAN: f64 = 1500.0;
const SPREAD: f64 = 500.0;

/// What the difficulty is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Features {
    /// The smallest ladder budget at which the engine finds every solver move; `None` when
    /// some move is not found even at the deep budget.
    pub found: Option<u64>,
    /// The deep budget (for `found: None`).
    pub deep: u64,
    /// Solver moves in the line.
    pub solver_moves: usize,
    /// Legs of the solver moves' paths, all together.
    pub legs: usize,
    /// Other first moves a shallow search rates close to its best.
    pub plausible: usize,
    /// The first move captures nothing.
    pub quiet: bool,
}

/// The ladder of node budgets: [`LADDER_FIRST`] doubling while below `deep`, then `deep`.
pub fn ladder(deep: u64) -> Vec<u64> {
    let mut out = Vec::new();
    let mut b = LADDER_FIRST;
    while b < deep {
        out.push(b);
        b *= 2;
    }
    out.push(deep.max(1));
    out
}

/// The difficulty score (see the module documentation).
pub fn difficulty(f: &Features) -> f64 {
    let rungs = match f.found {
        Some(n) => (n.max(LADDER_FIRST) as f64 / LADDER_FIRST as f64).log2(),
        None => (f.deep.max(LADDER_FIRST) as f64 / LADDER_FIRST as f64).log2() + 1.0,
    };
    PER_RUNG * rungs
        + PER_MOVE * f.solver_moves.saturating_sub(1) as f64
        + PER_LEG * f.legs.saturating_sub(f.solver_moves) as f64
        + PER_PLAUSIBLE * f.plausible.min(MAX_PLAUSIBLE) as f64
        + if f.quiet { QUIET } else { 0.0 }
}

/// The ratings of a pack's puzzles from their difficulties, in the same order (see the
/// module documentation).
pub fn ratings(difficulties: &[f64]) -> Vec<u32> {
    let n = difficulties.len() as f64;
    difficulties
        .iter()
        .map(|&d| {
            let below = difficulties.iter().filter(|&&e| e < d).count() as f64;
            let same = difficulties.iter().filter(|&&e| e == d).count() as f64;
            let q = (below + same / 2.0) / n;
            let r = MEAN + SPREAD * inverse_normal(q);
            ((r / 10.0).round() * 10.0).clamp(400.0, 2800.0) as u32
        })
        .collect()
}

/// The inverse of the standard normal distribution function, for `0 < p < 1` (Acklam's
/// rational approximation, relative error below 1.2e-9; 0 and 1 give ∓∞).
pub fn inverse_normal(p: f64) -> f64 {
    const A: [f64; 6] = [
        -3.969_683_028_665_376e1,
        2.209_460_984_245_205e2,
        -2.759_285_104_469_687e2,
        1.383_577_518_672_69e2,
        -3.066_479_806_614_716e1,
        2.506_628_277_459_239,
    ];
    const B: [f64; 5] = [
        -5.447_609_879_822_406e1,
        1.615_858_368_580_409e2,
        -1.556_989_798_598_866e2,
        6.680_131_188_771_972e1,
        -1.328_068_155_288_572e1,
    ];
    const C: [f64; 6] = [
        -7.784_894_002_430_293e-3,
        -3.223_964_580_411_365e-1,
        -2.400_758_277_161_838,
        -2.549_732_539_343_734,
        4.374_664_141_464_968,
        2.938_163_982_698_783,
    ];
    const D: [f64; 4] = [
        7.784_695_709_041_462e-3,
        3.224_671_290_700_398e-1,
        2.445_134_137_142_996,
        3.754_408_661_907_416,
    ];
    const LOW: f64 = 0.024_25;
    if p <= 0.0 {
        return f64::NEG_INFINITY;
    }
    if p >= 1.0 {
        return f64::INFINITY;
    }
    let tail = |q: f64| {
        (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5])
            / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1.0)
    };
    if p < LOW {
        tail((-2.0 * p.ln()).sqrt())
    } else if p > 1.0 - LOW {
        -tail((-2.0 * (1.0 - p).ln()).sqrt())
    } else {
        let q = p - 0.5;
        let r = q * q;
        (((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q
            / (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EASY: Features = Features {
        found: Some(250),
        deep: 200_000,
        solver_moves: 1,
        legs: 1,
        plausible: 0,
        quiet: false,
    };

    #[test]
    fn the_documented_score() {
        assert_eq!(difficulty(&EASY), 0.0);
        let harder = Features {
            found: Some(16_000),
            solver_moves: 3,
            legs: 4,
            plausible: 3,
            quiet: true,
            ..EASY
        };
        assert_eq!(difficulty(&harder), 1200.0 + 240.0 + 30.0 + 120.0 + 60.0);
    }

    #[test]
    fn harder_features_never_lower_the_score() {
        let base = Features {
            found: Some(1000),
            solver_moves: 2,
            legs: 3,
            plausible: 2,
            ..EASY
        };
        let d = difficulty(&base);
        let more = |f: Features| difficulty(&f) > d;
        assert!(more(Features {
            found: Some(2000),
            ..base
        }));
        assert!(
            difficulty(&Features {
                found: None,
                ..base
            }) > difficulty(&Features {
                found: Some(200_000),
                ..base
            })
        );
        assert!(more(Features {
            solver_moves: 3,
            ..base
        }));
        assert!(more(Features {
            plausible: 3,
            ..base
        }));
        assert!(more(Features { legs: 5, ..base }));
        assert!(more(Features {
            quiet: true,
            ..base
        }));
        assert_eq!(
            difficulty(&Features {
                plausible: 50,
                ..base
            }),
            difficulty(&Features {
                plausible: 10,
                ..base
            })
        );
    }

    #[test]
    fn ratings_keep_the_order_and_spread_around_1500() {
        let d = [0.0, 0.0, 300.0, 100.0, 900.0, 100.0, 2000.0];
        let r = ratings(&d);
        assert_eq!(r[0], r[1], "equally difficult, equally rated");
        assert_eq!(r[3], r[5]);
        assert!(r[0] < r[3] && r[3] < r[2] && r[2] < r[4] && r[4] < r[6]);
        // The middle one of an odd pack with no ties sits at 1,500.
        assert_eq!(ratings(&[1.0, 2.0, 3.0]), [1020, 1500, 1980]);
        assert_eq!(ratings(&[5.0]), [1500]);
        assert!(ratings(&[]).is_empty());
        let many: Vec<f64> = (0..1000).map(f64::from).collect();
        let r = ratings(&many);
        assert_eq!((r[0], r[999]), (400, 2800));
        let mean = r.iter().map(|&x| f64::from(x)).sum::<f64>() / 1000.0;
        assert!((mean - 1500.0).abs() < 5.0, "{mean}");
    }

    #[test]
    fn the_inverse_normal_is_right() {
        assert_eq!(inverse_normal(0.5), 0.0);
        assert!((inverse_normal(0.975) - 1.959_964).abs() < 1e-6);
        assert!((inverse_normal(0.01) + 2.326_348).abs() < 1e-6);
        assert!((inverse_normal(0.1587) + 0.999_815).abs() < 1e-4);
        assert_eq!(inverse_normal(0.0), f64::NEG_INFINITY);
    }

    #[test]
    fn the_ladder_doubles_up_to_the_deep_budget() {
        assert_eq!(ladder(2000), [250, 500, 1000, 2000]);
        assert_eq!(ladder(3000), [250, 500, 1000, 2000, 3000]);
        assert_eq!(ladder(100), [100]);
    }
}
