//! White's winning chances from an evaluation: the logistic curve
//! `P(White wins) = 1 / (1 + exp(-K · eval))`, `eval` in hundredths of a man from White's side,
//! a draw counting half, fitted to the results of self-play games.
//!
//! The constant below was fitted this way (2026-12-01, on the project's 2-core machine):
//!
//! ```text
//! cargo build --release -p camelot-cli            # the engine branch's `selfplay` (aa576c7)
//! target/release/camelot selfplay --games 600 --nodes 2000 --seed 10 --threads 1 \
//!     --out /tmp/analysis-selfplay.txt             # 6 min; openings from crates/camelot-cli/data
//! CAMELOT_SELFPLAY=/tmp/analysis-selfplay.txt CAMELOT_FIT_NODES=2000 CAMELOT_FIT_EVERY=3 \
//!     cargo test --release -p camelot-web --lib -- --ignored fit_win_curve --nocapture
//! ```
//!
//! The data: 600 games, 76,483 positions (5.9 MB; 28,206 of them from games White won, 21,718
//! drawn, 26,559 lost); every third position, 24,318 of them, was searched with 2,000
//! nodes (1,013 proven wins or losses and finished games left out, the curve gives those 1 or
//! 0). The fit: K = 0.000919 per hundredth of a man, mean cross-entropy 0.6054 (a coin: 0.6931).
//! The curve is flat: one man up is 52%, a knight (2.7 men in the opening) 56%, ten men 72%.
//! In these fast self-play games material alone decides little; the castle race decides, and
//! the engine's evaluations of decided races run to many men (most positions score beyond
//! ±4 men). So verdicts ([`super::review`]) fall on moves that swing the race or lose by force,
//! rarely on a piece given away early. Stronger self-play (more nodes per move) would likely
//! give a steeper curve.
//!
//! The fit: `fit_win_curve` (an ignored test, a tool) reads a file written by
//! `camelot selfplay --games N --nodes K --out FILE` (`POSITION | RESULT` lines, `# game`
//! headers), scores every position with this crate's engine at a fixed node budget, and
//! finds the `K` of least cross-entropy by Newton's method, printing the observed score
//! against the curve in bins of the evaluation.

/// The curve's steepness per hundredth of a man (see the module documentation).
pub const K: f64 = 0.000_919;

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

    /// The fit (a tool, not a test): see the module documentation. `CAMELOT_FIT_NODES` sets
    /// the node budget per position (default 2000), `CAMELOT_FIT_EVERY` keeps every N-th
    /// position (default 1).
    #[test]
    #[ignore]
    fn fit_win_curve() {
        use camelot_ai::{Engine, Limits, NoHandler};
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
        let text = std::fs::read_to_string(&path).expect("the self-play file");
        let games = text.lines().filter(|l| l.starts_with("# game")).count();
        let mut engine = Engine::new(1);
        // (eval from White's side, White's result)
        let mut data: Vec<(f64, f64)> = Vec::new();
        let (mut positions, mut proven) = (0usize, 0usize);
        let lines = text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty());
        for (i, line) in lines.enumerate() {
            positions += 1;
            if i % every != 0 {
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
             left out), {nodes} nodes each: K = {k:.6} per hundredth of a man; mean cross-entropy \
             {:.4} (0.6931 for a coin)",
            data.len(),
            loss(k)
        );
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
