//! `camelot stability`: how steady the engine's score is. For each position it measures two
//! swings, in hundredths of a man: between the scores of depth D and depth D+1 (the same
//! position, one ply deeper), and between the score of a position and minus the score of
//! the position after its best move (neighbouring plies of a game, as the analysis board
//! shows them), both at depth D. A swing is noise in every verdict drawn from score drops.
//! The positions are an openings file's and positions from fast self-play middle games.

use crate::matchplay::{mix, opening};
use camelot_ai::{Engine, Handler, Info, Limits, NoHandler, Score};
use camelot_core::{Game, Position};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

pub struct StabilityOptions {
    /// The openings' positions (also where the self-play games start).
    pub openings: Vec<Position>,
    /// The depth D.
    pub depth: u32,
    /// How many self-play middle-game positions to add.
    pub selfplay: usize,
    /// Nodes a move in the self-play games.
    pub selfplay_nodes: u64,
    pub seed: u64,
    pub threads: usize,
    /// Transposition table per search, MiB.
    pub hash: usize,
}

/// One position's measurements.
#[derive(Clone, Debug)]
pub struct Measured {
    pub position: Position,
    /// Where it came from: `opening N` or `self-play N`.
    pub source: String,
    /// Score at depth D, then D+1 (side to move's view).
    pub at_depth: Score,
    pub deeper: Score,
    /// The best move at depth D and the score of the position after it at depth D (the
    /// opponent's view); none when the game is over.
    pub best: Option<String>,
    pub reply: Option<Score>,
}

impl Measured {
    /// |score(D) − score(D+1)|, unless a proven result is involved.
    pub fn depth_swing(&self) -> Option<i32> {
        swing(self.at_depth, self.deeper, 1)
    }

    /// |score(D) + score of the best move's position (D)|, unless a proven result is involved.
    pub fn reply_swing(&self) -> Option<i32> {
        swing(self.at_depth, self.reply?, -1)
    }
}

/// `|a − sign·b|` for two evaluations; `None` when either is a proven win or loss (its size
/// is a distance to the end, not a judgement).
fn swing(a: Score, b: Score, sign: i32) -> Option<i32> {
    if a.plies_to_end().is_some() || b.plies_to_end().is_some() {
        return None;
    }
    Some((a.raw() - sign * b.raw()).abs())
}

/// Records each finished iteration's score.
struct Scores(Vec<(u32, Score, Option<String>)>);

impl Handler for Scores {
    fn on_iteration(&mut self, info: &Info) {
        let best = info.pv.first().map(|m| m.to_string());
        self.0.push((info.depth, info.score, best));
    }
}

/// Measures `pos` (source `source`) with `engine`, cleared before each search.
pub fn measure(engine: &mut Engine, pos: &Position, source: String, depth: u32) -> Measured {
    engine.clear();
    // The scores the analysis board shows: a single legal move's searched as deep as others.
    engine.set_analysing(true);
    let mut scores = Scores(Vec::new());
    let limits = Limits {
        depth: Some(depth + 1),
        nodes: None,
    };
    let result = engine.search(pos, &[], &limits, &mut scores);
    let at = |d: u32| scores.0.iter().find(|e| e.0 == d);
    // A proven result ends the deepening early: the deeper scores are the last one's.
    let last = (depth + 1, result.score, result.best.map(|m| m.to_string()));
    let (_, at_depth, best) = at(depth).cloned().unwrap_or_else(|| last.clone());
    let deeper = at(depth + 1).map_or(last.1, |e| e.1);
    let reply = best.as_deref().and_then(|text| {
        let mv = pos.parse_move(text).ok()?;
        let child = pos.play(&mv).ok()?;
        engine.clear();
        let limits = Limits {
            depth: Some(depth),
            nodes: None,
        };
        // The game so far (the position before) counts for repetitions, as in a game.
        let reply = engine.search(&child, &[pos.hash()], &limits, &mut NoHandler);
        Some(reply.score)
    });
    Measured {
        position: pos.clone(),
        source,
        at_depth,
        deeper,
        best,
        reply,
    }
}

/// The self-play positions: game `i` starts from opening `i` (seeded when there are more
/// games than openings), plays `selfplay_nodes` a move (each move 0.5–1.5 times that,
/// seeded), and gives its position at a seeded ply between 20 and 40 after the opening, if
/// the game lasts that long.
fn selfplay_positions(options: &StabilityOptions) -> Vec<(Position, String)> {
    let mut engine = Engine::new(options.hash);
    let mut out = Vec::new();
    let mut index = 0u64;
    // Games that end before their ply are skipped; give up after many more tries.
    while out.len() < options.selfplay && index < 4 * options.selfplay as u64 + 16 {
        let mut state = mix(options.seed ^ index.wrapping_mul(0x2545_f491_4f6c_dd1d));
        let target = 20 + (state % 21) as usize;
        let mut game: Game = opening(&options.openings, options.seed, index);
        engine.clear();
        let start = game.ply();
        while game.ply() < start + target && game.outcome().is_none() {
            state = mix(state);
            let nodes = options.selfplay_nodes / 2 + state % options.selfplay_nodes.max(1);
            let history: Vec<u64> = (0..game.ply())
                .filter_map(|i| game.position_at(i).map(Position::hash))
                .collect();
            let limits = Limits {
                depth: None,
                nodes: Some(nodes.max(1)),
            };
            let result = engine.search(game.position(), &history, &limits, &mut NoHandler);
            let Some(mv) = result.best else { break };
            if game.play(&mv).is_err() {
                break;
            }
        }
        if game.ply() == start + target && game.outcome().is_none() {
            out.push((
                game.position().clone(),
                format!("self-play {} (ply {target})", index + 1),
            ));
        }
        index += 1;
    }
    out
}

/// Measures every position on `threads` threads; the results are in input order.
pub fn run(options: &StabilityOptions) -> Vec<Measured> {
    let mut inputs: Vec<(Position, String)> = options
        .openings
        .iter()
        .enumerate()
        .map(|(i, p)| (p.clone(), format!("opening {}", i + 1)))
        .collect();
    inputs.extend(selfplay_positions(options));
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Measured>>> = Mutex::new(vec![None; inputs.len()]);
    std::thread::scope(|s| {
        for _ in 0..options.threads.max(1).min(inputs.len().max(1)) {
            s.spawn(|| {
                let mut engine = Engine::new(options.hash);
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some((pos, source)) = inputs.get(i) else {
                        break;
                    };
                    let m = measure(&mut engine, pos, source.clone(), options.depth);
                    if let Ok(mut r) = results.lock() {
                        r[i] = Some(m);
                    }
                }
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_default()
        .into_iter()
        .flatten()
        .collect()
}

/// The median and the 90th percentile (nearest rank) of `values`, and how many there are.
pub fn summary(mut values: Vec<i32>) -> Option<(i32, i32, usize)> {
    if values.is_empty() {
        return None;
    }
    values.sort_unstable();
    let rank = |p: usize| values[((values.len() * p).div_ceil(100)).clamp(1, values.len()) - 1];
    Some((rank(50), rank(90), values.len()))
}

/// The report's lines for one group of positions.
pub fn report(name: &str, measured: &[&Measured]) -> Vec<String> {
    let line = |what: &str, values: Vec<i32>| match summary(values) {
        Some((median, p90, n)) => {
            format!("{name}: {what}: median {median}, 90th percentile {p90} ({n} positions)")
        }
        None => format!("{name}: {what}: no positions"),
    };
    vec![
        line(
            "|score(D) - score(D+1)|",
            measured.iter().filter_map(|m| m.depth_swing()).collect(),
        ),
        line(
            "|score + score after the best move|",
            measured.iter().filter_map(|m| m.reply_swing()).collect(),
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_by_nearest_rank() {
        assert_eq!(summary(vec![]), None);
        assert_eq!(summary(vec![7]), Some((7, 7, 1)));
        let values: Vec<i32> = (1..=10).rev().collect();
        assert_eq!(summary(values), Some((5, 9, 10)));
    }

    #[test]
    fn swings_leave_out_proven_results() {
        let cp = Score::cp;
        assert_eq!(swing(cp(120), cp(-80), 1), Some(200));
        assert_eq!(swing(cp(120), cp(-80), -1), Some(40));
        assert_eq!(swing(cp(0), Score::win_in_plies(3), 1), None);
    }

    #[test]
    fn measures_a_position_at_two_depths_and_after_its_best_move() {
        let pos = Position::start();
        let m = measure(&mut Engine::new(1), &pos, "start".into(), 2);
        let best = m.best.as_deref().expect("a best move");
        assert!(pos.parse_move(best).is_ok(), "{best}");
        assert!(m.depth_swing().is_some() && m.reply_swing().is_some());
        let options = StabilityOptions {
            openings: vec![pos],
            depth: 1,
            selfplay: 2,
            selfplay_nodes: 200,
            seed: 4,
            threads: 2,
            hash: 1,
        };
        let all = run(&options);
        assert_eq!(all.len(), 3, "the opening and two self-play positions");
        assert!(all[1].source.starts_with("self-play"));
    }
}
