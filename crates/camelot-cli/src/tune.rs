//! `camelot tune DATA`: the evaluation's weights fitted to the results of `camelot selfplay`.

use crate::Failure;
use camelot_ai::Score;
use camelot_ai::params::WEIGHTS;
use camelot_ai::tune::{Sample, fit_scale, is_quiet, loss, to_source, tune};
use camelot_core::Position;
use std::path::Path;

pub struct TuneOptions {
    /// Every `holdout`-th game is held back to measure the loss on.
    pub holdout: u64,
    pub max_step: i32,
    pub passes: usize,
    /// Use at most this many training positions (every n-th, evenly).
    pub max_positions: usize,
    /// Weights (name prefixes) that keep their values.
    pub fixed: Vec<String>,
    /// Leave out each game's last this many positions: there the winner's pieces already
    /// stand at the castle, which teaches the weights the ending rather than the play.
    pub skip_last: usize,
    /// The target's share of the game result; the rest is the expected score of the
    /// self-play search's score (`selfplay --scores`). 1: results alone.
    pub lambda: f64,
}

/// Reads `POSITION | RESULT` or `POSITION | RESULT | SCORE` lines (with `# game N` lines
/// between games) into training and held-back quiet samples. Each sample's target is
/// `lambda · result + (1 − lambda) · expected(score)`; with `lambda` below 1 a position
/// without a score is left out, and a file with none is an error.
pub fn read(
    path: &Path,
    holdout: u64,
    skip_last: usize,
    lambda: f64,
) -> Result<(Vec<Sample>, Vec<Sample>), Failure> {
    if !(0.0..=1.0).contains(&lambda) {
        return Err(Failure::input(format!(
            "--lambda {lambda}: expected a share from 0 to 1"
        )));
    }
    let blend = lambda < 1.0;
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure::input(format!("cannot read {}: {e}", path.display())))?;
    let (mut train, mut test) = (Vec::new(), Vec::new());
    let lines: Vec<&str> = text.lines().collect();
    // How many positions each line's game has from there on.
    let mut left = vec![0usize; lines.len()];
    let mut count = 0;
    for (i, line) in lines.iter().enumerate().rev() {
        if line.starts_with('#') {
            count = 0;
        } else if !line.trim().is_empty() {
            count += 1;
        }
        left[i] = count;
    }
    let mut game = 0u64;
    let mut scored = 0usize;
    for (i, line) in lines.iter().enumerate() {
        let line = line.trim();
        if line.starts_with("# game") {
            game += 1;
            continue;
        }
        if left[i] <= skip_last && !line.starts_with('#') {
            continue;
        }
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = |what: &str| Failure::input(format!("{}:{}: {what}", path.display(), i + 1));
        let mut fields = line.split('|');
        let (Some(pos), Some(result)) = (fields.next(), fields.next()) else {
            return Err(bad(
                "expected `POSITION | RESULT` or `POSITION | RESULT | SCORE`",
            ));
        };
        let score = fields.next();
        if fields.next().is_some() {
            return Err(bad("more than three `|`-separated fields"));
        }
        let pos: Position = pos
            .trim()
            .parse()
            .map_err(|e| bad(&format!("bad position text: {e}")))?;
        let result: f64 = match result.trim() {
            "1" => 1.0,
            "0" => 0.0,
            "0.5" => 0.5,
            other => return Err(bad(&format!("bad result `{other}`"))),
        };
        let score = match score.map(str::trim) {
            Some(text) => Some(
                text.parse::<i32>()
                    .map_err(|_| bad(&format!("bad score `{text}`: expected a whole number")))?,
            ),
            None => None,
        };
        if score.is_some() {
            scored += 1;
        }
        if !is_quiet(&pos) {
            continue;
        }
        let target = match (blend, score) {
            (false, _) => result,
            (true, Some(score)) => {
                lambda * result + (1.0 - lambda) * Score::from_raw(score).expected()
            }
            (true, None) => continue,
        };
        let sample = Sample::new(pos, target);
        if holdout > 0 && game.is_multiple_of(holdout) {
            test.push(sample);
        } else {
            train.push(sample);
        }
    }
    if blend && scored == 0 {
        return Err(Failure::input(format!(
            "{}: --lambda below 1 needs search scores (`camelot selfplay --scores`), and the \
             file has none",
            path.display()
        )));
    }
    Ok((train, test))
}

pub fn run(path: &Path, options: &TuneOptions) -> Result<(), Failure> {
    let (mut train, test) = read(path, options.holdout, options.skip_last, options.lambda)?;
    if train.is_empty() || test.is_empty() {
        return Err(Failure::input(format!(
            "{}: too few quiet positions to tune and test on",
            path.display()
        )));
    }
    if train.len() > options.max_positions && options.max_positions > 0 {
        let every = train.len().div_ceil(options.max_positions);
        train = train.into_iter().step_by(every).collect();
    }
    let mut weights = WEIGHTS;
    let k = fit_scale(&train, &weights);
    crate::outln(&format!(
        "{} training and {} held-back quiet positions; scale k = {k:.4}",
        train.len(),
        test.len()
    ))?;
    let before = (loss(&train, &weights, k), loss(&test, &weights, k));
    crate::outln(&format!(
        "before: training loss {:.6}, held-back loss {:.6}",
        before.0, before.1
    ))?;
    let trained = tune(
        &train,
        &mut weights,
        k,
        options.max_step,
        options.passes,
        &options.fixed,
        crate::errln,
    );
    let held = loss(&test, &weights, k);
    crate::outln(&format!(
        "after: training loss {trained:.6}, held-back loss {held:.6}"
    ))?;
    crate::outln(&to_source(&weights))
}
