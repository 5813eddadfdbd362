//! Won endings played out by the engine against itself: the winning side must finish the
//! game within the case's ply limit (data in `tests/data/endings.txt`).

use camelot_ai::{Engine, Limits, NoHandler};
use camelot_core::{Color, Game, Position};

/// Nodes a move: about what level 5 searches, far less than the app's top level.
const NODES: u64 = 8_000;

struct Case {
    line: usize,
    pos: Position,
    winner: Color,
    limit: usize,
    what: String,
}

fn cases() -> Vec<Case> {
    include_str!("data/endings.txt")
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, line)| {
            let f: Vec<&str> = line.split(" | ").map(str::trim).collect();
            assert_eq!(f.len(), 5, "line {}: bad line {line}", i + 1);
            Case {
                line: i + 1,
                pos: f[0]
                    .parse()
                    .unwrap_or_else(|e| panic!("line {}: {e}", i + 1)),
                winner: match f[1] {
                    "white" => Color::White,
                    "black" => Color::Black,
                    other => panic!("line {}: bad winner {other}", i + 1),
                },
                limit: f[2]
                    .parse()
                    .unwrap_or_else(|_| panic!("line {}: bad limit", i + 1)),
                what: f[4].to_string(),
            }
        })
        .collect()
}

/// Plays `pos` out, both sides at [`NODES`] a move, for at most `limit` plies; the game.
fn play_out(pos: &Position, limit: usize) -> Game {
    let mut engine = Engine::new(4);
    let mut game = Game::new(pos.clone());
    while game.outcome().is_none() && game.ply() < limit {
        let history: Vec<u64> = (0..game.ply())
            .filter_map(|i| game.position_at(i).map(Position::hash))
            .collect();
        let limits = Limits {
            depth: None,
            nodes: Some(NODES),
        };
        let result = engine.search(game.position(), &history, &limits, &mut NoHandler);
        let mv = result.best.expect("a move while the game goes on");
        game.play(&mv).expect("the engine plays legal moves");
    }
    game
}

#[test]
fn won_endings_are_won_in_time() {
    let cases = cases();
    assert!(cases.len() >= 8);
    let mut report = Vec::new();
    for case in &cases {
        let game = play_out(&case.pos, case.limit);
        let winner = game.outcome().and_then(|o| o.winner);
        report.push(format!("line {}: {} plies", case.line, game.ply()));
        assert_eq!(
            winner,
            Some(case.winner),
            "line {} ({}): after {} plies the game stands {:?} in {}",
            case.line,
            case.what,
            game.ply(),
            game.outcome(),
            game.position()
        );
    }
    eprintln!("{}", report.join("; "));
}
