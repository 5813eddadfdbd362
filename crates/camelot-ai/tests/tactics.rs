//! Tactics, determinism and legality checks of the search.

use camelot_ai::{Engine, Limits, NoHandler, Score, search_level};
use camelot_core::{Game, Position};

struct Case {
    pos: Position,
    best: Vec<String>,
    depth: u32,
    score: Option<String>,
    what: String,
}

fn cases() -> Vec<Case> {
    let text = include_str!("data/tactics.txt");
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let f: Vec<&str> = line.split(" | ").map(str::trim).collect();
            assert_eq!(f.len(), 5, "bad line {line}");
            Case {
                pos: f[0].parse().unwrap_or_else(|e| panic!("{}: {e}", f[0])),
                best: match f[1] {
                    "*" => Vec::new(),
                    list => list.split(',').map(|m| m.trim().to_string()).collect(),
                },
                depth: f[2].parse().expect("depth"),
                score: (f[3] != "*").then(|| f[3].to_string()),
                what: f[4].to_string(),
            }
        })
        .collect()
}

#[test]
fn tactics_are_found_at_small_depth() {
    for case in cases() {
        let mut engine = Engine::new(4);
        let limits = Limits {
            depth: Some(case.depth),
            nodes: None,
        };
        let result = engine.search(&case.pos, &[], &limits, &mut NoHandler);
        let best = result.best.expect("a move").to_string();
        if !case.best.is_empty() {
            assert!(case.best.contains(&best), "{}: played {best}", case.what);
        }
        if let Some(want) = &case.score {
            assert_eq!(&result.score.to_string(), want, "{}", case.what);
        }
    }
}

#[test]
fn win_scores_survive_the_transposition_table() {
    // Searching again with a warm table must report the same distance to the win.
    let case = &cases()[3];
    let mut engine = Engine::new(4);
    for depth in [3, 5, 4] {
        let limits = Limits {
            depth: Some(depth),
            nodes: None,
        };
        let r = engine.search(&case.pos, &[], &limits, &mut NoHandler);
        assert_eq!(r.score, Score::win_in_plies(3), "depth {depth}");
    }
}

#[test]
fn same_input_same_move_and_nodes() {
    let pos = Position::start();
    let limits = Limits {
        depth: Some(4),
        nodes: None,
    };
    let a = Engine::new(2).search(&pos, &[], &limits, &mut NoHandler);
    let b = Engine::new(2).search(&pos, &[], &limits, &mut NoHandler);
    assert_eq!(a, b);
    let limits = Limits {
        depth: None,
        nodes: Some(5_000),
    };
    let a = Engine::new(2).search(&pos, &[], &limits, &mut NoHandler);
    let b = Engine::new(2).search(&pos, &[], &limits, &mut NoHandler);
    assert_eq!((a.best, a.nodes), (b.best, b.nodes));
}

#[test]
fn never_an_illegal_move_in_self_play() {
    // Short games at several levels and limits: every move the engine returns is legal.
    let mut engine = Engine::new(2);
    for (g, level) in [1u8, 3, 5].into_iter().enumerate() {
        let mut game = Game::default();
        engine.clear();
        for ply in 0..24 {
            if game.outcome().is_some() {
                break;
            }
            let pos = game.position().clone();
            let history: Vec<u64> = (0..game.ply())
                .filter_map(|i| game.position_at(i).map(Position::hash))
                .collect();
            let result = if ply % 2 == 0 {
                search_level(&mut engine, &pos, &history, level, g as u64, &mut NoHandler)
            } else {
                let limits = Limits {
                    depth: None,
                    nodes: Some(3_000),
                };
                engine.search(&pos, &history, &limits, &mut NoHandler)
            };
            let mv = result.best.expect("game not over, so a move");
            assert!(pos.is_legal(&mv), "{mv} in {pos}");
            game.play(&mv).expect("legal");
        }
    }
}

#[test]
fn game_over_gives_no_move() {
    // Two white pieces in Black's castle: White has won.
    let pos: Position = "MM/8/10/12/12/12/m11/12/12/12/12/12/12/10/8/2 b 0 0 30"
        .parse()
        .expect("position");
    let r = Engine::new(1).search(&pos, &[], &Limits::default(), &mut NoHandler);
    assert_eq!(r.best, None);
    assert!(r.score.is_loss());
}

/// Stops the search after a fixed number of nodes, like a clock running out.
struct StopAfter(u64);

impl camelot_ai::Handler for StopAfter {
    fn should_stop(&mut self, nodes: u64) -> bool {
        nodes >= self.0
    }
}

#[test]
fn levels_answer_with_a_legal_move_when_time_runs_out() {
    let pos = Position::start();
    for level in 1..=8 {
        for budget in [0, 3_000] {
            let mut engine = Engine::new(1);
            let r = search_level(&mut engine, &pos, &[], level, 1, &mut StopAfter(budget));
            let mv = r.best.expect("a move");
            assert!(pos.is_legal(&mv), "level {level}: {mv}");
        }
    }
}
