//! The engine on every game of the family: searches and levels answer with a legal move from
//! any position a game can reach (or with none when it is over), and never panic.

use camelot_ai::{Engine, Handler, Limits, NoHandler, greedy_move, search_level};
use camelot_core::{Game, Position, Variant};

/// Stops the search after a fixed number of nodes, like a clock running out.
struct StopAfter(u64);

impl Handler for StopAfter {
    fn should_stop(&mut self, nodes: u64) -> bool {
        nodes >= self.0
    }
}

/// A small deterministic generator (SplitMix64).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        ((z ^ (z >> 31)) % n.max(1) as u64) as usize
    }
}

fn history(game: &Game) -> Vec<u64> {
    (0..game.ply())
        .filter_map(|i| game.position_at(i).map(Position::hash))
        .collect()
}

/// Random playouts of every variant; from each position reached, a shallow search (and now and
/// then a level) answers with a legal move, or with none exactly when the game is over.
#[test]
fn searches_from_random_playouts_of_every_variant() {
    let mut rng = Rng(2024);
    let mut engine = Engine::new(1);
    for variant in Variant::ALL {
        let mut finished = 0;
        for playout in 0..4 {
            let mut game = Game::new(Position::start_of(variant));
            engine.clear();
            for ply in 0..300 {
                let pos = game.position().clone();
                let over = pos.outcome().is_some();
                let limits = Limits {
                    depth: Some(1 + (ply % 3) as u32),
                    nodes: Some(2_000),
                };
                let result = if ply % 7 == 3 {
                    let level = 1 + rng.below(8) as u8;
                    search_level(
                        &mut engine,
                        &pos,
                        &history(&game),
                        level,
                        ply as u64,
                        &mut StopAfter(2_000),
                    )
                } else {
                    engine.search(&pos, &history(&game), &limits, &mut NoHandler)
                };
                match result.best {
                    Some(mv) => {
                        assert!(!over, "{variant}: a move in a finished game {pos}");
                        assert!(pos.is_legal(&mv), "{variant}: {mv} in {pos}");
                        let mut at = pos.clone();
                        for line_move in &result.pv {
                            assert!(at.is_legal(line_move), "{variant}: {line_move} in {at}");
                            at.play_unchecked(line_move);
                        }
                    }
                    None => {
                        assert!(over, "{variant}: no move in {pos}");
                        finished += 1;
                        break;
                    }
                }
                // Mostly random moves (so the playouts reach every sort of position), now and
                // then the engine's own.
                let moves = pos.unique_moves();
                let mv = match (ply + playout) % 5 {
                    0 => result.best,
                    _ => moves.get(rng.below(moves.len())).copied(),
                };
                let Some(mv) = mv else { break };
                game.play(&mv).expect("a legal move");
                // A repetition ends the game (the house rule) though no position is over.
                if game.outcome().is_some() && game.position().outcome().is_none() {
                    finished += 1;
                    break;
                }
            }
        }
        // Random play ends most games within 300 plies on the small boards at least.
        if matches!(variant, Variant::Cam | Variant::Camette) {
            assert!(finished > 0, "{variant}: no playout finished");
        }
    }
}

#[test]
fn every_level_plays_every_variant_start() {
    for variant in Variant::ALL {
        let start = Position::start_of(variant);
        for level in 1..=8 {
            let mut engine = Engine::new(1);
            let r = search_level(&mut engine, &start, &[], level, 9, &mut StopAfter(4_000));
            let mv = r.best.expect("a move");
            assert!(start.is_legal(&mv), "{variant} level {level}: {mv}");
        }
        assert!(greedy_move(&start).is_some_and(|m| start.is_legal(&m)));
    }
}

#[test]
fn tree_placements_for_both_sides_then_moves() {
    // The engine plants White's trees, then Black's, then plays: each a legal move, and the
    // multi-line answer lists distinct placements best first.
    let mut game = Game::new(Position::start_of(Variant::River));
    let mut engine = Engine::new(1);
    for _ in 0..4 {
        let pos = game.position().clone();
        let limits = Limits {
            depth: Some(3),
            nodes: None,
        };
        let lines = engine.search_lines(&pos, &[], &limits, 3, &mut NoHandler);
        assert_eq!(lines.len(), 3);
        assert!(lines.windows(2).all(|w| w[0].score >= w[1].score));
        let mv = lines[0].best.expect("a move");
        assert_eq!(mv.is_placement(), pos.is_placing_trees(), "{mv}");
        assert!(pos.is_legal(&mv), "{mv} in {pos}");
        game.play(&mv).expect("legal");
    }
    assert_eq!(game.position().board().trees().len(), 6);
}

#[test]
fn anti_camelot_does_not_walk_into_the_enemy_castle() {
    // White's man on F15 may step into Black's castle (which loses) or elsewhere.
    let pos: Position = "anti 2/8/5M4/12/12/12/12/12/12/12/m11/12/12/10/8/2 w 0 0 20"
        .parse()
        .expect("position");
    let r = Engine::new(1).search(
        &pos,
        &[],
        &Limits {
            depth: Some(3),
            nodes: None,
        },
        &mut NoHandler,
    );
    let mv = r.best.expect("a move");
    assert!(
        !pos.geometry()
            .castle(camelot_core::Color::Black)
            .contains(mv.to()),
        "{mv}"
    );
    assert!(!r.score.is_loss(), "{}", r.score);
}
