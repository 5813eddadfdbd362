//! A first rating for each puzzle, before anyone has played it: from how hard our own engine
//! finds it, how long the line is, and how many moves look as good at a glance.
//!
//! ```text
//! rating = 500
//!        + 200 · log2(found / 250)          found: the smallest budget of the ladder 250, 500,
//!                                           1,000, … nodes at which a fresh search plays the
//!                                           solver's move, the hardest of the line's solver
//!                                           moves; not found below the deep budget counts as
//!                                           one rung above it
//!        + 120 · (solver moves − 1)
//!        + 30 · (legs − solver moves)       legs: of the solver moves' paths (a twelve-leg
//!                                           charge is hard to see, however fast the engine)
//!        + 40 · min(plausible, 10)          plausible: other first moves that a depth-2 search
//!                                           scores within 0.10 win chance of its best
//! ```
//!
//! rounded to 10 and kept within 400–3000. A one-step move found at 250 nodes with no
//! plausible alternative is 500 (a beginner's puzzle); a line of three solver moves of one leg
//! each that the engine needs 16,000 nodes for, with three tempting alternatives, is 500 +
//! 1,200 + 240 + 120 = 2,060. The weights spread the packs over 500–2,500; they are a first
//! guess, for the players' results (Glicko-2 on the page) to correct.

/// The first rung of the ladder of node budgets.
pub const LADDER_FIRST: u64 = 250;

const BASE: f64 = 500.0;
const PER_RUNG: f64 = 200.0;
const PER_MOVE: f64 = 120.0;
const PER_LEG: f64 = 30.0;
const PER_PLAUSIBLE: f64 = 40.0;
const MAX_PLAUSIBLE: usize = 10;

/// What the rating is made of.
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

/// The rating (see the module documentation).
pub fn rating(f: &Features) -> u32 {
    let rungs = match f.found {
        Some(n) => (n.max(LADDER_FIRST) as f64 / LADDER_FIRST as f64).log2(),
        None => (f.deep.max(LADDER_FIRST) as f64 / LADDER_FIRST as f64).log2() + 1.0,
    };
    let value = BASE
        + PER_RUNG * rungs
        + PER_MOVE * f.solver_moves.saturating_sub(1) as f64
        + PER_LEG * f.legs.saturating_sub(f.solver_moves) as f64
        + PER_PLAUSIBLE * f.plausible.min(MAX_PLAUSIBLE) as f64;
    ((value / 10.0).round() as u32 * 10).clamp(400, 3000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_documented_examples() {
        let easy = Features {
            found: Some(250),
            deep: 200_000,
            solver_moves: 1,
            legs: 1,
            plausible: 0,
        };
        assert_eq!(rating(&easy), 500);
        let harder = Features {
            found: Some(16_000),
            solver_moves: 3,
            legs: 3,
            plausible: 3,
            ..easy
        };
        assert_eq!(rating(&harder), 2060);
    }

    #[test]
    fn harder_features_never_lower_the_rating() {
        let base = Features {
            found: Some(1000),
            deep: 200_000,
            solver_moves: 2,
            legs: 3,
            plausible: 2,
        };
        let r = rating(&base);
        assert!(
            rating(&Features {
                found: Some(2000),
                ..base
            }) > r
        );
        assert!(
            rating(&Features {
                found: None,
                ..base
            }) > rating(&Features {
                found: Some(200_000),
                ..base
            })
        );
        assert!(
            rating(&Features {
                solver_moves: 3,
                ..base
            }) > r
        );
        assert!(
            rating(&Features {
                plausible: 3,
                ..base
            }) > r
        );
        assert!(rating(&Features { legs: 5, ..base }) > r);
        assert_eq!(
            rating(&Features {
                plausible: 50,
                ..base
            }),
            rating(&Features {
                plausible: 10,
                ..base
            })
        );
    }

    #[test]
    fn the_ladder_doubles_up_to_the_deep_budget() {
        assert_eq!(ladder(2000), [250, 500, 1000, 2000]);
        assert_eq!(ladder(3000), [250, 500, 1000, 2000, 3000]);
        assert_eq!(ladder(100), [100]);
    }
}
