//! `camelot selfplay`: fast engine-against-itself games, every position with the final
//! result, as data for `camelot tune`.

use crate::Failure;
use crate::matchplay::{PLY_CAP, mix, opening};
use camelot_ai::{Engine, Limits, NoHandler};
use camelot_core::{Color, Game, Position};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

pub struct SelfplayOptions {
    pub games: usize,
    /// Nodes per move on average: each move gets between half and one and a half times this,
    /// seeded, so that games from one opening differ.
    pub nodes: u64,
    pub openings: Vec<Position>,
    pub seed: u64,
    pub threads: usize,
    /// Also write each searched position's score (`POSITION | RESULT | SCORE`).
    pub scores: bool,
}

/// The result of a game from White's point of view: 1, ½ or 0 as text.
fn result_text(game: &Game) -> &'static str {
    match game.outcome().and_then(|o| o.winner) {
        Some(Color::White) => "1",
        Some(Color::Black) => "0",
        None => "0.5",
    }
}

/// Plays game `index`; returns its lines: `POSITION | RESULT` for every position, with
/// `| SCORE` (the search's, White's view, raw: see `camelot_ai::Score::raw`) after each
/// searched position when `options.scores`.
fn play(options: &SelfplayOptions, index: u64, engine: &mut Engine) -> String {
    let mut game = opening(&options.openings, options.seed, index);
    engine.clear();
    let mut state = mix(options.seed ^ index.wrapping_mul(0x9e37_79b9));
    // The search's scores, from the opening's last ply on (a random opening has plies of
    // its own before).
    let first = game.ply();
    let mut scores: Vec<i32> = Vec::new();
    while game.outcome().is_none() && game.ply() < PLY_CAP {
        state = mix(state);
        let nodes = options.nodes / 2 + state % options.nodes.max(1);
        let history: Vec<u64> = (0..game.ply())
            .filter_map(|i| game.position_at(i).map(Position::hash))
            .collect();
        let limits = Limits {
            depth: None,
            nodes: Some(nodes.max(1)),
        };
        let result = engine.search(game.position(), &history, &limits, &mut NoHandler);
        let white = game.position().turn() == Color::White;
        scores.push(if white {
            result.score.raw()
        } else {
            -result.score.raw()
        });
        let Some(mv) = result.best else { break };
        if game.play(&mv).is_err() {
            break;
        }
    }
    let result = result_text(&game);
    let mut out = format!("# game {}\n", index + 1);
    for ply in 0..=game.ply() {
        if let Some(pos) = game.position_at(ply) {
            let score = ply.checked_sub(first).and_then(|i| scores.get(i));
            match score.filter(|_| options.scores) {
                Some(score) => out.push_str(&format!("{pos} | {result} | {score}\n")),
                None => out.push_str(&format!("{pos} | {result}\n")),
            }
        }
    }
    out
}

/// Plays the games on `threads` threads; the text is in game order whatever the threads.
pub fn run(options: &SelfplayOptions) -> Result<String, Failure> {
    let next = AtomicUsize::new(0);
    let games: Mutex<Vec<String>> = Mutex::new(vec![String::new(); options.games]);
    std::thread::scope(|s| {
        for _ in 0..options.threads.max(1).min(options.games.max(1)) {
            s.spawn(|| {
                let mut engine = Engine::new(8);
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= options.games {
                        break;
                    }
                    let text = play(options, i as u64, &mut engine);
                    if let Ok(mut g) = games.lock() {
                        g[i] = text;
                    }
                    if (i + 1).is_multiple_of(100) {
                        crate::errln(&format!("selfplay: {} games", i + 1));
                    }
                }
            });
        }
    });
    let games = games
        .into_inner()
        .map_err(|_| Failure::input("a selfplay thread panicked"))?;
    Ok(games.concat())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn selfplay_is_deterministic_and_lists_every_position() {
        let options = SelfplayOptions {
            games: 2,
            nodes: 300,
            openings: Vec::new(),
            seed: 3,
            threads: 2,
            scores: false,
        };
        let a = run(&options).unwrap();
        let b = run(&SelfplayOptions {
            threads: 1,
            openings: Vec::new(),
            ..options
        })
        .unwrap();
        assert_eq!(a, b);
        assert_eq!(a.matches("# game").count(), 2);
        for line in a.lines().filter(|l| !l.starts_with('#')) {
            let (pos, result) = line.split_once(" | ").unwrap();
            assert!(pos.parse::<Position>().is_ok(), "{pos}");
            assert!(["1", "0", "0.5"].contains(&result), "{line}");
        }
        // With scores: the same games, each searched position followed by its score.
        let c = run(&SelfplayOptions {
            scores: true,
            threads: 1,
            ..options
        })
        .unwrap();
        let plain: Vec<&str> = a.lines().collect();
        let scored: Vec<&str> = c.lines().collect();
        assert_eq!(plain.len(), scored.len());
        let mut with_score = 0;
        for (p, s) in plain.iter().zip(&scored) {
            assert!(s.starts_with(p), "{s} extends {p}");
            if let Some(score) = s.strip_prefix(p).and_then(|t| t.strip_prefix(" | ")) {
                assert!(score.parse::<i32>().is_ok(), "{s}");
                with_score += 1;
            }
        }
        assert!(with_score > 10);
    }
}
