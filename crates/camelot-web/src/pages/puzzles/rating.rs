//! The player's puzzle rating: Glicko-2 (Mark Glickman, "Example of the Glicko-2 system",
//! 2013), one rating period per puzzle, the puzzle a player of its rating and a fixed
//! deviation. Lichess rates its puzzle players the same way.

use serde::{Deserialize, Serialize};

/// Glicko-2's scale factor between the displayed scale and its own.
const SCALE: f64 = 173.7178;
/// The system constant: how much the volatility may change (Glickman suggests 0.3–1.2).
const TAU: f64 = 0.5;
/// A new player's rating, deviation and volatility.
pub const START: Rating = Rating {
    rating: 1500.0,
    deviation: 350.0,
    volatility: 0.06,
};
/// The deviation never drops below this: a player keeps moving with their form.
const MIN_DEVIATION: f64 = 60.0;
/// Above this deviation a rating is provisional (shown with a question mark, as lichess does).
pub const PROVISIONAL: f64 = 110.0;
/// A puzzle's deviation: its rating comes from the generator's difficulty score, not from
/// players, so it is taken as fairly uncertain.
pub const PUZZLE_DEVIATION: f64 = 100.0;

/// A Glicko-2 rating on the displayed scale.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating (1500 at first).
    pub rating: f64,
    /// Its deviation (how uncertain it is).
    pub deviation: f64,
    /// Its volatility (how erratic the player's results are).
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        START
    }
}

/// One game of a rating period: the opponent's rating and deviation, and the score (1 a win,
/// 0 a loss).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Game {
    /// The opponent's rating.
    pub rating: f64,
    /// The opponent's deviation.
    pub deviation: f64,
    /// 1 for a win, 0.5 a draw, 0 a loss.
    pub score: f64,
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Rating {
    /// Whether the rating is still provisional.
    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL
    }

    /// The rating as shown: a whole number.
    pub fn shown(&self) -> i32 {
        self.rating.round() as i32
    }

    /// A stored rating that makes sense (finite, in range), else the start.
    pub fn sane(self) -> Rating {
        let ok = self.rating.is_finite()
            && (0.0..=4000.0).contains(&self.rating)
            && self.deviation.is_finite()
            && (1.0..=START.deviation).contains(&self.deviation)
            && self.volatility.is_finite()
            && (0.0..=1.0).contains(&self.volatility)
            && self.volatility > 0.0;
        if ok { self } else { START }
    }

    /// The rating after one rating period with `games` (Glickman's steps 2–8, without the
    /// deviation floor).
    pub fn glicko2(&self, games: &[Game]) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if games.is_empty() {
            // Step 6 only: the deviation grows.
            let phi_star = (phi * phi + sigma * sigma).sqrt();
            return Rating {
                deviation: phi_star * SCALE,
                ..*self
            };
        }
        let mut inv_v = 0.0;
        let mut sum = 0.0;
        for game in games {
            let mu_j = (game.rating - 1500.0) / SCALE;
            let phi_j = game.deviation / SCALE;
            let e = expected(mu, mu_j, phi_j);
            inv_v += g(phi_j) * g(phi_j) * e * (1.0 - e);
            sum += g(phi_j) * (game.score - e);
        }
        let v = 1.0 / inv_v;
        let delta = v * sum;
        let sigma = new_volatility(phi, sigma, v, delta);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        Rating {
            rating: mu_new * SCALE + 1500.0,
            deviation: phi_new * SCALE,
            volatility: sigma,
        }
    }

    /// The rating after a puzzle of `puzzle_rating`, solved or not.
    pub fn after_puzzle(&self, puzzle_rating: f64, solved: bool) -> Rating {
        let next = self.glicko2(&[Game {
            rating: puzzle_rating,
            deviation: PUZZLE_DEVIATION,
            score: if solved { 1.0 } else { 0.0 },
        }]);
        Rating {
            deviation: next.deviation.clamp(MIN_DEVIATION, START.deviation),
            ..next
        }
    }
}

/// Step 5: the new volatility, by the Illinois algorithm on Glickman's f.
fn new_volatility(phi: f64, sigma: f64, v: f64, delta: f64) -> f64 {
    const EPSILON: f64 = 1e-6;
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (TAU * TAU)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 && k < 100.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let mut fa = f(big_a);
    let mut fb = f(big_b);
    let mut rounds = 0;
    while (big_b - big_a).abs() > EPSILON && rounds < 100 {
        let c = big_a + (big_a - big_b) * fa / (fb - fa);
        let fc = f(c);
        if fc * fb <= 0.0 {
            big_a = big_b;
            fa = fb;
        } else {
            fa /= 2.0;
        }
        big_b = c;
        fb = fc;
        rounds += 1;
    }
    let sigma_new = (big_a / 2.0).exp();
    if sigma_new.is_finite() {
        sigma_new
    } else {
        sigma
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glickmans_worked_example() {
        // Glickman's paper: a 1500 (RD 200, volatility 0.06) player beats a 1400 (RD 30) and
        // loses to a 1550 (RD 100) and a 1700 (RD 300): 1464.06, RD 151.52, volatility 0.05999.
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let games = [
            Game {
                rating: 1400.0,
                deviation: 30.0,
                score: 1.0,
            },
            Game {
                rating: 1550.0,
                deviation: 100.0,
                score: 0.0,
            },
            Game {
                rating: 1700.0,
                deviation: 300.0,
                score: 0.0,
            },
        ];
        let r = player.glicko2(&games);
        assert!((r.rating - 1464.06).abs() < 0.01, "{r:?}");
        assert!((r.deviation - 151.52).abs() < 0.01, "{r:?}");
        assert!((r.volatility - 0.05999).abs() < 0.00001, "{r:?}");
    }

    #[test]
    fn a_solved_puzzle_raises_a_miss_lowers_and_more_for_a_newcomer() {
        let new = Rating::default();
        let up = new.after_puzzle(1500.0, true);
        let down = new.after_puzzle(1500.0, false);
        assert!(up.rating > 1600.0 && up.rating < 1700.0, "{up:?}");
        assert!(down.rating < 1400.0, "{down:?}");
        assert!(up.deviation < new.deviation);
        // After many puzzles the steps shrink, but never to nothing.
        let mut r = new;
        for i in 0..200 {
            r = r.after_puzzle(1500.0, i % 2 == 0);
        }
        assert!(!r.provisional() && r.deviation >= MIN_DEVIATION, "{r:?}");
        let step = r.after_puzzle(1500.0, true).rating - r.rating;
        assert!(step > 5.0 && step < 40.0, "{step}");
    }

    #[test]
    fn a_hard_puzzle_solved_is_worth_more_than_an_easy_one() {
        let r = Rating::default().after_puzzle(1500.0, true);
        let easy = r.after_puzzle(1000.0, true).rating - r.rating;
        let hard = r.after_puzzle(2100.0, true).rating - r.rating;
        assert!(hard > easy * 3.0, "{easy} {hard}");
    }

    #[test]
    fn nonsense_stored_ratings_fall_back_to_the_start() {
        let bad = Rating {
            rating: f64::NAN,
            ..START
        };
        assert_eq!(bad.sane(), START);
        let bad = Rating {
            deviation: -3.0,
            ..START
        };
        assert_eq!(bad.sane(), START);
        let good = Rating {
            rating: 1720.0,
            deviation: 80.0,
            volatility: 0.059,
        };
        assert_eq!(good.sane(), good);
    }
}
