//! Match statistics over game pairs: each opening is played twice with colours swapped, and
//! the pair's score (0, ½, 1, 1½ or 2 points) is one sample. Counting the five pair scores
//! ("pentanomial") instead of single games removes most of the noise the openings add, as
//! fishtest does.
//!
//! The sequential probability ratio test uses the generalised SPRT approximation for a
//! logistic Elo difference: with `s0`, `s1` the expected pair scores (per game) under the two
//! hypotheses, mean `m` and variance `v` of the pair scores over `n` pairs,
//! `LLR = n (s1 − s0) (2m − s0 − s1) / (2v)`.

/// Counts of pairs by points scored by the first player: index 0 = lost both, 4 = won both,
/// in half points.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Penta(pub [u32; 5]);

impl Penta {
    /// Adds one pair whose score for the first player is `half_points` (0..=4).
    pub fn add(&mut self, half_points: usize) {
        if let Some(c) = self.0.get_mut(half_points) {
            *c += 1;
        }
    }

    pub fn pairs(&self) -> u32 {
        self.0.iter().sum()
    }

    /// Mean and variance of the per-game score of a pair (a pair scoring 1½ is 0.75).
    fn moments(&self) -> Option<(f64, f64)> {
        let n = f64::from(self.pairs());
        if n == 0.0 {
            return None;
        }
        let value = |i: usize| i as f64 / 4.0;
        let mean = (0..5).map(|i| f64::from(self.0[i]) * value(i)).sum::<f64>() / n;
        let var = (0..5)
            .map(|i| f64::from(self.0[i]) * (value(i) - mean).powi(2))
            .sum::<f64>()
            / n;
        Some((mean, var))
    }

    /// Elo difference and its 95 % error margin from the pair scores.
    pub fn elo(&self) -> (f64, f64) {
        let Some((mean, var)) = self.moments() else {
            return (0.0, 0.0);
        };
        let sd = (var / f64::from(self.pairs())).sqrt();
        let margin = (to_elo(mean + 1.96 * sd) - to_elo(mean - 1.96 * sd)) / 2.0;
        (to_elo(mean), margin)
    }

    /// The log-likelihood ratio of H1 (Elo = `elo1`) against H0 (Elo = `elo0`).
    pub fn llr(&self, elo0: f64, elo1: f64) -> f64 {
        let Some((mean, var)) = self.moments() else {
            return 0.0;
        };
        // Until the pairs differ at all there is no evidence either way.
        if var <= 1e-9 {
            return 0.0;
        }
        let (s0, s1) = (expected_score(elo0), expected_score(elo1));
        f64::from(self.pairs()) * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * var)
    }
}

impl std::fmt::Display for Penta {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let [a, b, c, d, e] = self.0;
        write!(f, "[{a}, {b}, {c}, {d}, {e}]")
    }
}

/// The expected score of a player `elo` stronger (logistic model).
pub fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The logistic Elo difference of a score (clamped away from 0 and 1).
pub fn to_elo(score: f64) -> f64 {
    let s = score.clamp(1e-3, 1.0 - 1e-3);
    -400.0 * (1.0 / s - 1.0).log10()
}

/// An SPRT with error rates α = β = 0.05.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
}

/// Where the test stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// H1 accepted: the first player is at least `elo1` stronger (up to β).
    H1,
    /// H0 accepted: it is not more than `elo0` stronger (up to α).
    H0,
    Continue,
}

impl Sprt {
    const ALPHA: f64 = 0.05;
    const BETA: f64 = 0.05;
    /// Fewest pairs before the test may stop.
    pub const MIN_PAIRS: u32 = 20;

    /// Parses `ELO0,ELO1`.
    pub fn parse(text: &str) -> Option<Sprt> {
        let (a, b) = text.split_once(',')?;
        let (elo0, elo1) = (a.trim().parse().ok()?, b.trim().parse().ok()?);
        (elo0 < elo1).then_some(Sprt { elo0, elo1 })
    }

    /// The lower and upper LLR bounds.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (Self::BETA / (1.0 - Self::ALPHA)).ln(),
            ((1.0 - Self::BETA) / Self::ALPHA).ln(),
        )
    }

    /// The verdict; none before [`Sprt::MIN_PAIRS`] pairs, where the variance estimate is
    /// still too rough to trust (two lost pairs would otherwise accept H0).
    pub fn verdict(&self, penta: &Penta) -> Verdict {
        if penta.pairs() < Self::MIN_PAIRS {
            return Verdict::Continue;
        }
        let llr = penta.llr(self.elo0, self.elo1);
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Verdict::H1
        } else if llr <= lower {
            Verdict::H0
        } else {
            Verdict::Continue
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_are_the_usual_ones() {
        let (lo, hi) = Sprt {
            elo0: 0.0,
            elo1: 10.0,
        }
        .bounds();
        assert!((lo + 2.944).abs() < 1e-3 && (hi - 2.944).abs() < 1e-3);
    }

    #[test]
    fn even_pairs_score_zero_elo() {
        let p = Penta([10, 20, 40, 20, 10]);
        assert!(p.elo().0.abs() < 1e-9);
        assert!(p.llr(0.0, 10.0) < 0.0, "no gain favours H0");
    }

    #[test]
    fn a_clear_gain_accepts_h1_and_a_loss_h0() {
        let sprt = Sprt::parse("0,10").unwrap();
        let strong = Penta([5, 30, 100, 60, 25]);
        assert!(strong.elo().0 > 30.0);
        assert_eq!(sprt.verdict(&strong), Verdict::H1);
        let weak = Penta([25, 60, 100, 30, 5]);
        assert_eq!(sprt.verdict(&weak), Verdict::H0);
        assert_eq!(sprt.verdict(&Penta([1, 0, 2, 1, 0])), Verdict::Continue);
        assert_eq!(
            sprt.verdict(&Penta([2, 0, 0, 0, 0])),
            Verdict::Continue,
            "too few pairs"
        );
    }

    #[test]
    fn llr_matches_a_hand_computation() {
        // 4 pairs scoring 0.5, 0.5, 0.75, 1.0 per game: mean 0.6875, variance 0.0429688.
        let p = Penta([0, 0, 2, 1, 1]);
        let (s0, s1) = (0.5, expected_score(20.0));
        let want = 4.0 * (s1 - s0) * (2.0 * 0.6875 - s0 - s1) / (2.0 * 0.04296875);
        assert!((p.llr(0.0, 20.0) - want).abs() < 1e-9);
    }

    #[test]
    fn parse_rejects_nonsense() {
        assert!(Sprt::parse("0,10").is_some());
        assert!(Sprt::parse("-5, 5").is_some());
        assert!(Sprt::parse("10,0").is_none());
        assert!(Sprt::parse("x").is_none());
    }
}
