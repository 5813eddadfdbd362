//! Fitting the evaluation's [`Weights`] to game results ("Texel" tuning): the evaluation of a
//! quiet position, through a logistic curve, predicts the game's result; the weights are
//! moved one at a time, by shrinking steps, while the mean squared error falls.
//!
//! Deterministic: the same samples and start give the same weights.
//!
//! ```
//! use camelot_ai::params::WEIGHTS;
//! use camelot_ai::tune::{Sample, fit_scale, loss};
//! use camelot_core::Position;
//! let samples = vec![Sample::new(Position::start(), 0.5)];
//! let k = fit_scale(&samples, &WEIGHTS);
//! assert!(loss(&samples, &WEIGHTS, k) < 0.01);
//! ```

use crate::eval::evaluate_with;
use crate::params::Weights;
use camelot_core::{Color, Position};

/// A position and the result of its game from White's point of view (1, ½ or 0).
#[derive(Clone, Debug)]
pub struct Sample {
    /// The position.
    pub pos: Position,
    /// White's score in the game.
    pub result: f64,
}

impl Sample {
    /// A sample.
    pub fn new(pos: Position, result: f64) -> Sample {
        Sample { pos, result }
    }
}

/// Whether a position is fit for tuning: the game goes on, no capture is compulsory and no
/// piece must leave its castle, so the evaluation is what the search would use.
pub fn is_quiet(pos: &Position) -> bool {
    pos.outcome().is_none() && pos.must_leave_castle().is_none() && !pos.capture_required()
}

/// The expected score for White of an evaluation `white_cp` (White's view) at scale `k`.
fn sigmoid(k: f64, white_cp: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * white_cp / 400.0))
}

fn white_eval(sample: &Sample, weights: &Weights) -> f64 {
    let e = f64::from(evaluate_with(&sample.pos, weights));
    if sample.pos.turn() == Color::White {
        e
    } else {
        -e
    }
}

/// Mean squared error between results and predictions.
pub fn loss(samples: &[Sample], weights: &Weights, k: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let total: f64 = samples
        .iter()
        .map(|s| (s.result - sigmoid(k, white_eval(s, weights))).powi(2))
        .sum();
    total / samples.len() as f64
}

/// The scale `k` that fits `weights` best (searched on a grid, then refined).
pub fn fit_scale(samples: &[Sample], weights: &Weights) -> f64 {
    let evals: Vec<(f64, f64)> = samples
        .iter()
        .map(|s| (white_eval(s, weights), s.result))
        .collect();
    let err = |k: f64| -> f64 {
        evals
            .iter()
            .map(|&(e, r)| (r - sigmoid(k, e)).powi(2))
            .sum::<f64>()
    };
    let (mut best, mut best_err) = (1.0, err(1.0));
    let mut step = 0.5;
    for _ in 0..12 {
        for k in [best - step, best + step] {
            if k > 0.0 {
                let e = err(k);
                if e < best_err {
                    (best, best_err) = (k, e);
                }
            }
        }
        step /= 2.0;
    }
    best
}

/// Tunes `weights` on `samples` at scale `k`: each weight in turn is moved by a step up, or
/// else down, when that lowers the loss and keeps the weights plausible
/// ([`Weights::is_plausible`]); steps shrink from `max_step` to 1, each size
/// repeated until a pass changes nothing (at most `passes` times). Weights whose names start
/// with one of `fixed` stay. `report` hears each pass.
pub fn tune(
    samples: &[Sample],
    weights: &mut Weights,
    k: f64,
    max_step: i32,
    passes: usize,
    fixed: &[String],
    mut report: impl FnMut(&str),
) -> f64 {
    let mut free = Vec::new();
    let mut index = 0;
    weights.visit(|name, _| {
        if !fixed.iter().any(|f| name.starts_with(f.as_str())) {
            free.push(index);
        }
        index += 1;
    });
    let mut best = loss(samples, weights, k);
    let mut step = max_step.max(1);
    loop {
        for pass in 0..passes {
            let mut improved = 0;
            for &i in &free {
                for delta in [step, -step] {
                    let mut trial = weights.clone();
                    nth(&mut trial, i, |v| *v += delta);
                    if !trial.is_plausible() {
                        continue;
                    }
                    let l = loss(samples, &trial, k);
                    if l < best {
                        best = l;
                        *weights = trial;
                        improved += 1;
                        break;
                    }
                }
            }
            report(&format!(
                "step {step} pass {}: loss {best:.6}, {improved} weights moved",
                pass + 1
            ));
            if improved == 0 {
                break;
            }
        }
        if step == 1 {
            break;
        }
        step /= 2;
    }
    best
}

/// Applies `f` to the `i`-th tunable weight.
fn nth(weights: &mut Weights, i: usize, mut f: impl FnMut(&mut i32)) {
    let mut j = 0;
    weights.visit(|_, v| {
        if j == i {
            f(v);
        }
        j += 1;
    });
}

/// The weights as Rust source for `params.rs`.
pub fn to_source(w: &Weights) -> String {
    format!(
        "pub const WEIGHTS: Weights = Weights {{
    knight_base: {},
    knight_per_12_pieces: {},
    in_enemy_castle: {},
    progress: {:?},
    progress_scale_base: {},
    runner: {:?},
    runner_second_piece_percent: {},
    defender: {},
    hanging_percent: {},
    hanging_extra: {},
    mobility: {},
    tempo: {},
}};",
        w.knight_base,
        w.knight_per_12_pieces,
        w.in_enemy_castle,
        w.progress,
        w.progress_scale_base,
        w.runner,
        w.runner_second_piece_percent,
        w.defender,
        w.hanging_percent,
        w.hanging_extra,
        w.mobility,
        w.tempo
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::params::WEIGHTS;
    use crate::search::{Engine, Limits, NoHandler};
    use camelot_core::Game;

    /// A few fast self-play games: (game index, position, White's result).
    fn games(count: u64) -> Vec<(u64, Sample)> {
        let mut out = Vec::new();
        let mut engine = Engine::new(1);
        for g in 0..count {
            let mut game = Game::default();
            let mut seed = g.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
            while game.outcome().is_none() && game.ply() < 160 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                // Random first moves, then a small search.
                let mv = if game.ply() < 6 {
                    let moves = game.position().unique_moves();
                    moves
                        .get((seed % moves.len().max(1) as u64) as usize)
                        .copied()
                } else {
                    let limits = Limits {
                        depth: None,
                        nodes: Some(60 + seed % 120),
                    };
                    engine
                        .search(game.position(), &[], &limits, &mut NoHandler)
                        .best
                };
                let Some(mv) = mv else { break };
                if game.play(&mv).is_err() {
                    break;
                }
            }
            let result = match game.outcome().and_then(|o| o.winner) {
                Some(Color::White) => 1.0,
                Some(Color::Black) => 0.0,
                None => 0.5,
            };
            for ply in 0..=game.ply() {
                if let Some(pos) = game.position_at(ply)
                    && is_quiet(pos)
                {
                    out.push((g, Sample::new(pos.clone(), result)));
                }
            }
        }
        out
    }

    #[test]
    fn tuning_lowers_the_held_back_loss_and_is_deterministic() {
        let data = games(80);
        let (train, test): (Vec<_>, Vec<_>) = data.into_iter().partition(|(g, _)| g % 4 != 0);
        let train: Vec<Sample> = train.into_iter().map(|(_, s)| s).collect();
        let test: Vec<Sample> = test.into_iter().map(|(_, s)| s).collect();
        assert!(train.len() > 300 && test.len() > 50);
        // Start from poor weights: no sense of progress or of runners, mobility the wrong
        // way round.
        let mut start = WEIGHTS;
        start.progress = [0; 16];
        start.runner = [0; 16];
        start.mobility = -20;
        let k = fit_scale(&train, &start);
        let before = loss(&test, &start, k);
        let mut a = start.clone();
        tune(&train, &mut a, k, 16, 2, &[], |_| {});
        let after = loss(&test, &a, k);
        assert!(after < before, "held-back loss {before} -> {after}");
        let mut b = start.clone();
        tune(&train, &mut b, k, 16, 2, &[], |_| {});
        assert_eq!(a, b);
        let mut c = start.clone();
        tune(&train, &mut c, k, 16, 1, &["mobility".to_string()], |_| {});
        assert_eq!(c.mobility, start.mobility, "a fixed weight stays");
    }

    #[test]
    fn source_text_names_every_field() {
        let text = to_source(&WEIGHTS);
        assert!(text.starts_with("pub const WEIGHTS: Weights = Weights {"));
        assert!(text.contains(&format!("knight_base: {}", WEIGHTS.knight_base)));
        assert!(text.ends_with("};"));
    }
}
