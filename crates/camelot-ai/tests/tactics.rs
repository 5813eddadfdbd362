//! Tactics, determinism and legality checks of the search.

use camelot_ai::{Engine, Limits, NoHandler, Score, search_level};
use camelot_core::{Game, Move, Position};
use std::collections::BTreeSet;

/// What a case claims, checked by the solver below.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// The side to move forces a win within `n` of its own moves, and not faster; the listed
    /// moves are every move that wins within `n`.
    Win(u32),
    /// Most moves lose: the listed moves are exactly those after which the opponent cannot
    /// force a win within `k` of its moves, and at least half of all moves lose.
    Avoid(u32),
}

struct Case {
    line: usize,
    pos: Position,
    kind: Kind,
    moves: Vec<String>,
    depth: u32,
    /// Known engine failure: the engine test skips the case, the solver still checks it.
    engine_fails: bool,
    what: String,
}

fn parse_kind(text: &str) -> Kind {
    let (word, n) = text
        .split_once(' ')
        .unwrap_or_else(|| panic!("bad kind {text}"));
    let n: u32 = n.parse().unwrap_or_else(|_| panic!("bad kind {text}"));
    assert!(n >= 1, "bad kind {text}");
    match word {
        "win" => Kind::Win(n),
        "avoid" => Kind::Avoid(n),
        _ => panic!("bad kind {text}"),
    }
}

fn cases() -> Vec<Case> {
    let text = include_str!("data/tactics.txt");
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, line)| {
            let f: Vec<&str> = line.split(" | ").map(str::trim).collect();
            assert_eq!(f.len(), 6, "line {}: bad line {line}", i + 1);
            let flags: Vec<&str> = match f[4] {
                "-" => Vec::new(),
                list => list.split(',').map(str::trim).collect(),
            };
            for flag in &flags {
                assert!(
                    ["engine_fails"].contains(flag),
                    "line {}: unknown flag {flag}",
                    i + 1
                );
            }
            Case {
                line: i + 1,
                pos: f[0].parse().unwrap_or_else(|e| panic!("{}: {e}", f[0])),
                kind: parse_kind(f[1]),
                moves: f[2].split(',').map(|m| m.trim().to_string()).collect(),
                depth: f[3].parse().expect("depth"),
                engine_fails: flags.contains(&"engine_fails"),
                what: f[5].to_string(),
            }
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// The referee: an exhaustive proof solver on camelot-core alone (plain minimax over the unique
// moves, no pruning beyond stopping at the first proof or refutation). Slow but obviously right,
// so the positions in the data are sparse.

fn play(pos: &Position, mv: &Move) -> Position {
    let mut next = pos.clone();
    next.play_unchecked(mv);
    next
}

/// The side to move can force a win (a game outcome in its favour) within `n` of its own moves.
fn wins_within(pos: &Position, n: u32) -> bool {
    if n == 0 || pos.outcome().is_some() {
        return false;
    }
    let moves = pos.unique_moves();
    // Shallow proofs first: the same answer, found sooner.
    (1..=n).any(|k| moves.iter().any(|mv| move_wins_within(pos, mv, k)))
}

/// Playing `mv` forces a win for the side to move within `n` of its moves, this one included:
/// the game is won at once, or every reply leaves a position won within `n - 1` more moves.
fn move_wins_within(pos: &Position, mv: &Move, n: u32) -> bool {
    let me = pos.turn();
    let after = play(pos, mv);
    if let Some(o) = after.outcome() {
        return o.winner == Some(me);
    }
    n > 1
        && after.unique_moves().iter().all(|reply| {
            let next = play(&after, reply);
            match next.outcome() {
                Some(o) => o.winner == Some(me),
                None => wins_within(&next, n - 1),
            }
        })
}

/// Playing `mv` loses: it ends the game in the opponent's favour, or the opponent can then
/// force a win within `k` of its moves.
fn move_loses_within(pos: &Position, mv: &Move, k: u32) -> bool {
    let after = play(pos, mv);
    match after.outcome() {
        Some(o) => o.winner == Some(!pos.turn()),
        None => wins_within(&after, k),
    }
}

/// The positions a list of moves leads to, so that the data may name a move by any path.
fn results(pos: &Position, moves: &[Move]) -> BTreeSet<String> {
    moves.iter().map(|mv| play(pos, mv).to_string()).collect()
}

fn listed_moves(case: &Case) -> Vec<Move> {
    case.moves
        .iter()
        .map(|text| {
            case.pos
                .parse_move(text)
                .unwrap_or_else(|e| panic!("line {} ({}): move {text}: {e}", case.line, case.what))
        })
        .collect()
}

fn names(moves: &[Move]) -> String {
    moves
        .iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

#[test]
fn solver_basics() {
    // Win in one by the second piece into the castle; the opponent has nothing faster.
    let pos: Position = "M1/4M3/10/12/12/12/12/12/12/12/12/12/5m6/10/8/2 w 0 0 30"
        .parse()
        .expect("position");
    assert!(wins_within(&pos, 1));
    assert!(!wins_within(&pos, 0));
    // A finished game is won by nobody to move.
    let over: Position = "MM/8/10/12/12/12/m11/12/12/12/12/12/12/10/8/2 b 0 0 30"
        .parse()
        .expect("position");
    assert!(!wins_within(&over, 3));
}

#[test]
fn tactics_data_is_proven_by_the_solver() {
    let all = cases();
    assert!(all.len() >= 30, "only {} cases", all.len());
    for case in &all {
        let pos = &case.pos;
        let here = format!("line {} ({})", case.line, case.what);
        assert!(pos.outcome().is_none(), "{here}: the game is already over");
        let moves = pos.unique_moves();
        let listed = listed_moves(case);
        let want = results(pos, &listed);
        assert_eq!(want.len(), listed.len(), "{here}: a move is listed twice");
        match case.kind {
            Kind::Win(n) => {
                assert!(!wins_within(pos, n - 1), "{here}: won faster than in {n}");
                let winning: Vec<Move> = moves
                    .iter()
                    .copied()
                    .filter(|mv| move_wins_within(pos, mv, n))
                    .collect();
                assert_eq!(
                    results(pos, &winning),
                    want,
                    "{here}: the moves that win within {n} are {}",
                    names(&winning)
                );
            }
            Kind::Avoid(k) => {
                let (losing, safe): (Vec<Move>, Vec<Move>) = moves
                    .iter()
                    .copied()
                    .partition(|mv| move_loses_within(pos, mv, k));
                assert_eq!(
                    results(pos, &safe),
                    want,
                    "{here}: the moves that do not lose within {k} are {}",
                    names(&safe)
                );
                assert!(
                    2 * losing.len() >= moves.len(),
                    "{here}: only {} of {} moves lose",
                    losing.len(),
                    moves.len()
                );
            }
        }
    }
}

#[test]
fn tactics_are_found_at_small_depth() {
    for case in cases().iter().filter(|c| !c.engine_fails) {
        let mut engine = Engine::new(4);
        let limits = Limits {
            depth: Some(case.depth),
            nodes: None,
        };
        let result = engine.search(&case.pos, &[], &limits, &mut NoHandler);
        let best = result.best.expect("a move");
        let here = format!("line {} ({})", case.line, case.what);
        let want = results(&case.pos, &listed_moves(case));
        assert!(
            want.contains(&play(&case.pos, &best).to_string()),
            "{here}: played {best} (score {}) at depth {}",
            result.score,
            case.depth
        );
        if let Kind::Win(n) = case.kind {
            // Won on one's own n-th move, or (Anti-Camelot) on the opponent's move before it.
            let plies = result
                .score
                .plies_to_end()
                .filter(|_| result.score.is_win());
            assert!(
                plies == Some(2 * n - 1) || (n > 1 && plies == Some(2 * n - 2)),
                "{here}: score {}",
                result.score
            );
        }
    }
}

#[test]
fn no_level_misses_a_win_in_one() {
    // Every level, in every variant with a case: a win on the board is taken.
    for case in cases().iter().filter(|c| c.kind == Kind::Win(1)) {
        let want = results(&case.pos, &listed_moves(case));
        for level in 1..=8 {
            let mut engine = Engine::new(1);
            let r = search_level(
                &mut engine,
                &case.pos,
                &[],
                level,
                3,
                &mut StopAfter(20_000),
            );
            let best = r.best.expect("a move");
            assert!(
                want.contains(&play(&case.pos, &best).to_string()),
                "line {} ({}): level {level} played {best}",
                case.line,
                case.what
            );
        }
    }
}

/// Not a test: prints the solver's verdict on every move of `TACTICS_FEN` within
/// `TACTICS_N` moves (default 2), and the engine's choice, for writing new cases:
/// `TACTICS_FEN='...' TACTICS_N=2 cargo test --release -p camelot-ai --test tactics -- --ignored analyse --nocapture`
#[test]
#[ignore]
fn analyse() {
    let Ok(fen) = std::env::var("TACTICS_FEN") else {
        return;
    };
    let n: u32 = std::env::var("TACTICS_N").map_or(2, |v| v.parse().expect("TACTICS_N"));
    let pos: Position = fen.parse().expect("position");
    println!("{pos}: capture required {}", pos.capture_required());
    let moves = pos.unique_moves();
    let mut lose_count = 0;
    for mv in &moves {
        let win = (1..=n).find(|&k| move_wins_within(&pos, mv, k));
        let lose = (1..=n).find(|&k| move_loses_within(&pos, mv, k));
        lose_count += usize::from(lose.is_some());
        println!(
            "{mv:<24} win {:<3} lose {}",
            win.map_or("-".to_string(), |k| k.to_string()),
            lose.map_or("-".to_string(), |k| k.to_string())
        );
    }
    println!("{} moves, {lose_count} lose within {n}", moves.len());
    for depth in 1..=2 * n {
        let r = Engine::new(4).search(
            &pos,
            &[],
            &Limits {
                depth: Some(depth),
                nodes: None,
            },
            &mut NoHandler,
        );
        println!(
            "engine depth {depth}: {:?} {}",
            r.best.map(|m| m.to_string()),
            r.score
        );
    }
}

#[test]
fn win_scores_survive_the_transposition_table() {
    // Searching again with a warm table must report the same distance to the win.
    let case = cases()
        .into_iter()
        .find(|c| c.what == "castle race won in two moves")
        .expect("the castle race case");
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
