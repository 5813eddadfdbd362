//! White's winning chances from an evaluation: the logistic curve
//! `P(White wins) = 1 / (1 + exp(-K · eval))`, `eval` in hundredths of a man from White's side,
//! a draw counting half, fitted to the results of self-play games.
//!
//! The constant below was fitted this way (2026-12-03, on the project's 2-core machine, for the
//! evaluation weights of round 3, 3b8e91c):
//!
//! ```text
//! cargo build --release -p camelot-cli
//! target/release/camelot selfplay --games 450 --nodes 20000 --seed 10 --threads 2 \
//!     --out /tmp/selfplay20k.txt                   # 4.4 min; openings from crates/camelot-cli/data
//! CAMELOT_SELFPLAY=/tmp/selfplay20k.txt CAMELOT_FIT_NODES=20000 CAMELOT_FIT_EVERY=3 \
//!     cargo test --release -p camelot-ai --lib -- --ignored fit_win_curve --nocapture
//!                                                  # 3 min
//! ```
//!
//! The data: 450 games at 20,000 nodes a move, 53,305 positions (4.0 MB); of every third
//! position, the 950 that were over or that the 20,000-node search proved won or lost were
//! left out (the curve gives those 1 or 0), and 16,675 fitted. The result: K = 0.004949 per
//! hundredth of a man, mean cross-entropy 0.4652 (the K of round 2's weights, 0.003501, scores
//! 0.4761 on these positions; a coin 0.6931). One man up is 62%, a knight (2.7 men in the
//! opening) 79%, five men 92%, ten men 99%. The curve follows the games: White scored 0.033
//! where the search gave Black more than 4 men (curve 0.028), 0.464 within ±0.3 men (0.499),
//! 0.817 at 2 to 4 men for White (0.807), 0.944 beyond 4 men (0.974).
//!
//! History: K = 0.000919 (600 games at 2,000 nodes a move: those games threw leads away so
//! often that their curve was flat, ten men 72%); K = 0.003501 (2026-12-01, 450 games at
//! 20,000 nodes with round 2's weights, cross-entropy 0.5266; leaving out each game's last 20
//! or 40 plies, `CAMELOT_FIT_MIN_LEFT`, gave 0.003352 and 0.003090). With round 3's weights
//! the same lead in the evaluation is won more often, so the curve is steeper.
//!
//! The fit: `fit_win_curve` (an ignored test, a tool) reads a file written by
//! `camelot selfplay --games N --nodes K --out FILE` (`POSITION | RESULT` lines, `# game`
//! headers), scores every position with this crate's engine at a fixed node budget, and
//! finds the `K` of least cross-entropy by Newton's method, printing the observed score
//! against the curve in bins of the evaluation.

/// The curve's steepness per hundredth of a man (see the module documentation).
pub const K: f64 = 0.004_949;

/// White's winning chances (0 to 1, a draw counting half) at `cp` hundredths of a man.
pub fn white_chance(cp: i32) -> f64 {
    1.0 / (1.0 + (-K * f64::from(cp)).exp())
}

/// Chances as a whole percentage, for the page: 0.645 is 65.
pub fn percent(chance: f64) -> u32 {
    (chance.clamp(0.0, 1.0) * 100.0).round() as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_curve_is_a_symmetric_s() {
        assert_eq!(white_chance(0), 0.5);
        for cp in [10, 100, 250, 1000] {
            let (up, down) = (white_chance(cp), white_chance(-cp));
            assert!((up + down - 1.0).abs() < 1e-12, "symmetric at {cp}");
            assert!(up > 0.5 && up < 1.0);
        }
        assert!(white_chance(300) > white_chance(100));
        assert_eq!(percent(0.645), 65);
        assert_eq!(percent(1.2), 100);
        assert_eq!(percent(-0.1), 0);
    }

    #[test]
    fn a_big_lead_reads_as_one() {
        // The figures of the module documentation.
        assert_eq!(percent(white_chance(100)), 62);
        assert_eq!(percent(white_chance(270)), 79);
        assert_eq!(percent(white_chance(500)), 92);
        assert_eq!(percent(white_chance(1000)), 99);
        assert_eq!(percent(white_chance(-900)), 1, "nine men down");
        assert_eq!(
            percent(white_chance(-1440)),
            0,
            "a knight and eight men down"
        );
    }

    /// The fit (a tool, not a test): see the module documentation. `CAMELOT_FIT_NODES` sets
    /// the node budget per position (default 2000), `CAMELOT_FIT_EVERY` keeps every N-th
    /// position (default 1), `CAMELOT_FIT_MIN_LEFT` leaves out positions fewer than N plies
    /// from their game's end (default 0), `CAMELOT_FIT_DUMP=FILE` writes the scored positions
    /// (`EVAL RESULT PLIES_LEFT`).
    #[test]
    #[ignore]
    fn fit_win_curve() {
        use crate::{Engine, Limits, NoHandler};
        use camelot_core::{Color, Position};
        let path = std::env::var("CAMELOT_SELFPLAY").expect("CAMELOT_SELFPLAY=FILE");
        let env = |name: &str, default: u64| {
            std::env::var(name)
                .ok()
                .and_then(|v| v.parse().ok())
                .unwrap_or(default)
        };
        let nodes = env("CAMELOT_FIT_NODES", 2000);
        let every = env("CAMELOT_FIT_EVERY", 1).max(1) as usize;
        let min_left = env("CAMELOT_FIT_MIN_LEFT", 0) as usize;
        let text = std::fs::read_to_string(&path).expect("the self-play file");
        let games = text.lines().filter(|l| l.starts_with("# game")).count();
        // Each position with the plies left in its game.
        let mut lines: Vec<(&str, usize)> = Vec::new();
        for game in text.split("# game").skip(1) {
            let positions: Vec<&str> = game
                .lines()
                .skip(1)
                .filter(|l| !l.trim().is_empty())
                .collect();
            let n = positions.len();
            lines.extend(
                positions
                    .into_iter()
                    .enumerate()
                    .map(|(i, l)| (l, n - 1 - i)),
            );
        }
        let mut engine = Engine::new(1);
        // (eval from White's side, White's result)
        let mut data: Vec<(f64, f64)> = Vec::new();
        // `EVAL RESULT PLIES_LEFT` lines, to study other fits without searching again.
        let mut dump = String::new();
        let (mut positions, mut proven, mut late) = (0usize, 0usize, 0usize);
        for (i, (line, left)) in lines.into_iter().enumerate() {
            positions += 1;
            if i % every != 0 {
                continue;
            }
            if left < min_left {
                late += 1;
                continue;
            }
            let (pos, result) = line.split_once(" | ").expect("POSITION | RESULT");
            let pos: Position = pos.parse().expect("a position");
            let result: f64 = result.trim().parse().expect("a result");
            if pos.is_game_over() {
                continue;
            }
            engine.clear();
            let limits = Limits {
                depth: None,
                nodes: Some(nodes),
            };
            let r = engine.search(&pos, &[], &limits, &mut NoHandler);
            let white = if pos.turn() == Color::White {
                r.score
            } else {
                -r.score
            };
            if white.plies_to_end().is_some() {
                proven += 1;
                continue;
            }
            data.push((f64::from(white.raw()), result));
            dump.push_str(&format!("{} {result} {left}\n", white.raw()));
        }
        if let Ok(out) = std::env::var("CAMELOT_FIT_DUMP") {
            std::fs::write(&out, &dump).expect("the dump file");
        }
        assert!(!data.is_empty(), "no positions to fit");
        let loss = |k: f64| {
            data.iter()
                .map(|&(x, y)| {
                    let p = (1.0 / (1.0 + (-k * x).exp())).clamp(1e-12, 1.0 - 1e-12);
                    -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
                })
                .sum::<f64>()
                / data.len() as f64
        };
        // Newton's method on the mean cross-entropy, which is convex in k.
        let mut k = 0.001;
        for _ in 0..100 {
            let (mut grad, mut hess) = (0.0, 0.0);
            for &(x, y) in &data {
                let p = 1.0 / (1.0 + (-k * x).exp());
                grad += (p - y) * x;
                hess += p * (1.0 - p) * x * x;
            }
            let step = grad / hess.max(1e-9);
            k -= step;
            if step.abs() < 1e-12 {
                break;
            }
        }
        assert!(k.is_finite() && k > 0.0, "the fit failed: k = {k}");
        println!(
            "{games} games, {positions} positions, {} used (every {every}, {proven} proven or over \
             and {late} fewer than {min_left} plies from the end left out), {nodes} nodes each: \
             K = {k:.6} per hundredth of a man; mean cross-entropy {:.4} (the old K {K}: {:.4}; \
             0.6931 for a coin)",
            data.len(),
            loss(k),
            loss(K)
        );
        for (what, cp) in [
            ("a man", 100.0),
            ("a knight", 270.0),
            ("five men", 500.0),
            ("ten men", 1000.0),
        ] {
            println!("{what} up: {:.1}%", 100.0 / (1.0 + (-k * cp).exp()));
        }
        // The calibration: the observed score in bins of the evaluation.
        for (lo, hi) in [
            (-100_000, -400),
            (-400, -200),
            (-200, -100),
            (-100, -30),
            (-30, 30),
            (30, 100),
            (100, 200),
            (200, 400),
            (400, 100_000),
        ] {
            let bin: Vec<&(f64, f64)> = data
                .iter()
                .filter(|(x, _)| *x >= f64::from(lo) && *x < f64::from(hi))
                .collect();
            if bin.is_empty() {
                continue;
            }
            let n = bin.len() as f64;
            let observed = bin.iter().map(|(_, y)| y).sum::<f64>() / n;
            let mean_x = bin.iter().map(|(x, _)| x).sum::<f64>() / n;
            let predicted = 1.0 / (1.0 + (-k * mean_x).exp());
            println!(
                "eval {lo:>7}..{hi:<7} {:>6} positions: White scored {observed:.3}, curve {predicted:.3}",
                bin.len()
            );
        }
    }
}
