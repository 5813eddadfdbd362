//! Properties over random playouts of every variant: every listed move plays, the capture
//! duty holds, the incremental hash equals the hash from scratch, and text round-trips.

use camelot_core::{
    Game, Move, MoveText, Position, Record, Setup, Square, SquareSet, Variant, dedup_by_result,
    write_record,
};
use proptest::prelude::*;

/// A small deterministic generator, so failures reproduce from the seed alone.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn pick<'a>(&mut self, moves: &'a [Move]) -> &'a Move {
        &moves[(self.next() % moves.len() as u64) as usize]
    }
}

/// Checks the invariants of one position and its legal moves (the cheap ones only unless
/// `thorough`).
fn check_position(pos: &Position, moves: &[Move], thorough: bool) {
    assert_eq!(pos.hash(), pos.hash_from_scratch(), "{pos}");
    if pos.capture_required() && pos.must_leave_castle().is_none() {
        assert!(
            moves.iter().all(Move::is_capture),
            "non-capture allowed in {pos}"
        );
    }
    if !thorough {
        return;
    }
    let text = pos.to_string();
    assert_eq!(text.parse::<Position>().as_ref(), Ok(pos));
    assert_eq!(
        text.parse::<Setup>().map(|s| s.to_string()),
        Ok(text.clone())
    );
    // Read as its own variant, with or without the variant's name.
    let bare = text
        .strip_prefix(&format!("{} ", pos.variant().name()))
        .unwrap_or(&text);
    assert_eq!(
        Setup::parse_as(bare, pos.variant()).map(|s| s.to_string()),
        Ok(text.clone())
    );
    assert!(pos.geometry().playable().iter().count() > 0);
    for (sq, _) in pos.board().iter() {
        assert!(pos.geometry().playable().contains(sq), "{sq} in {pos}");
    }
    if let Some(leaver) = pos.must_leave_castle() {
        assert!(moves.iter().all(|m| m.from() == leaver), "{pos}");
    }
    assert_eq!(moves.is_empty(), pos.outcome().is_some(), "{pos}");
    assert_eq!(pos.count_legal_moves(), moves.len() as u64);
    if pos.is_placing_trees() {
        assert!(moves.iter().all(Move::is_placement), "{pos}");
        assert_eq!(pos.unique_moves().len(), moves.len(), "{pos}");
    } else {
        check_unique(pos, moves);
    }
}

/// The direct unique-move generator gives exactly the results of deduplicating every path,
/// each by a legal move with the fewest legs, each result once.
fn check_unique(pos: &Position, moves: &[Move]) {
    type Key = (Square, Square, SquareSet);
    let key = |m: &Move| -> Key { (m.from(), m.to(), m.captures().collect()) };
    let mut want = moves.to_vec();
    dedup_by_result(&mut want);
    let mut want: Vec<(Key, usize)> = want.iter().map(|m| (key(m), m.len())).collect();
    let unique = pos.unique_moves();
    for m in &unique {
        assert!(moves.contains(m), "unique move {m} is not legal in {pos}");
    }
    let mut got: Vec<(Key, usize)> = unique.iter().map(|m| (key(m), m.len())).collect();
    let order = |a: &(Key, usize), b: &(Key, usize)| {
        let k = |x: &(Key, usize)| (x.0.0, x.0.1, x.0.2.iter().collect::<Vec<_>>(), x.1);
        k(a).cmp(&k(b))
    };
    want.sort_by(order);
    got.sort_by(order);
    assert_eq!(
        got, want,
        "unique moves differ from deduplicated paths in {pos}"
    );

    // The split form: the same moves, quiet ones as two squares that play the same.
    let (mut quiet, mut captures) = (Vec::new(), Vec::new());
    pos.unique_moves_split_into(&mut quiet, &mut captures);
    let want_quiet: Vec<(Square, Square)> = unique
        .iter()
        .filter(|m| !m.is_capture())
        .map(|m| (m.from(), m.to()))
        .collect();
    let want_captures: Vec<Move> = unique.iter().filter(|m| m.is_capture()).copied().collect();
    assert_eq!(quiet, want_quiet, "{pos}");
    assert_eq!(captures, want_captures, "{pos}");
    for m in unique.iter().filter(|m| !m.is_capture()) {
        let mut a = pos.clone();
        a.play_unchecked(m);
        let mut b = pos.clone();
        b.play_quiet(m.from(), m.to());
        assert_eq!(a, b, "{m} in {pos}");
    }
}

/// Plays a random game, checking every position; every move of every position is played
/// and round-tripped through its text when `thorough`.
fn random_game(seed: u64, max_plies: usize, thorough: bool) -> Game {
    random_game_of(Variant::Camelot, seed, max_plies, thorough)
}

fn random_game_of(variant: Variant, seed: u64, max_plies: usize, thorough: bool) -> Game {
    let mut rng = Rng(seed.max(1));
    let mut game = Game::new(Position::start_of(variant));
    for _ in 0..max_plies {
        if game.outcome().is_some() {
            break;
        }
        let pos = game.position().clone();
        let moves = pos.legal_moves();
        check_position(&pos, &moves, thorough);
        if thorough {
            for mv in &moves {
                let next = pos.play(mv).expect("listed moves are legal");
                assert_eq!(next.hash(), next.hash_from_scratch());
                let text = mv.to_string();
                assert_eq!(
                    text.parse::<MoveText>().map(|t| t.to_string()),
                    Ok(text.clone())
                );
                assert_eq!(pos.parse_move(&text).as_ref(), Ok(mv));
            }
        }
        let mv = *rng.pick(&moves);
        game.play(&mv).expect("legal");
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn playouts_keep_every_invariant(seed in 1u64..u64::MAX) {
        let game = random_game(seed, 150, true);
        // The whole game round-trips through a game record.
        let text = write_record(&game, &[("Event", "proptest")]);
        let back: Record = text.parse().map_err(|e: camelot_core::RecordError| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(back.game.notation(), game.notation());
        prop_assert_eq!(back.game.outcome(), game.outcome());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn variant_playouts_keep_every_invariant(v in 1usize..Variant::ALL.len(), seed in 1u64..u64::MAX) {
        let variant = Variant::ALL[v];
        let game = random_game_of(variant, seed, 100, true);
        prop_assert_eq!(game.variant(), variant);
        let text = write_record(&game, &[("Event", "proptest")]);
        let back: Record = text.parse().map_err(|e: camelot_core::RecordError| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(back.variant(), variant);
        prop_assert_eq!(back.game.notation(), game.notation());
        prop_assert_eq!(back.game.outcome(), game.outcome());
        prop_assert_eq!(Record::from_game(&game, &[("Event", "proptest")]).to_string(), text);
    }
}

#[test]
fn unique_moves_match_deduplicated_paths_in_random_games() {
    for (i, seed) in (1..=300u64).enumerate() {
        let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        // Camelot's 300 games as before, and 50 of each variant's besides.
        let variant = if i % 6 == 0 {
            Variant::ALL[1 + (i / 6) % (Variant::ALL.len() - 1)]
        } else {
            Variant::Camelot
        };
        let mut pos = Position::start_of(variant);
        for _ in 0..120 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            if !pos.is_placing_trees() {
                check_unique(&pos, &moves);
            }
            pos.play_unchecked(rng.pick(&moves));
        }
    }
}

#[test]
fn ten_thousand_random_games_never_panic() {
    let mut ended = 0;
    for seed in 1..=10_000u64 {
        let game = random_game(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15), 200, false);
        if game.outcome().is_some() {
            ended += 1;
        }
    }
    assert!(ended > 0, "random games should sometimes end");
}

#[test]
fn random_games_of_every_variant_never_panic() {
    for variant in Variant::ALL {
        let mut ended = 0;
        for seed in 1..=300u64 {
            let game = random_game_of(
                variant,
                seed.wrapping_mul(0x2545_f491_4f6c_dd1d),
                200,
                false,
            );
            if game.outcome().is_some() {
                ended += 1;
            }
        }
        assert!(ended > 0, "random games of {variant} should sometimes end");
    }
}

#[test]
#[ignore = "soak: run with --release -- --ignored"]
fn soak_random_games() {
    for seed in 1..=200_000u64 {
        random_game(
            seed.wrapping_mul(0x2545_f491_4f6c_dd1d),
            400,
            seed % 50 == 0,
        );
    }
}

const START_TEXT: &str =
    "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 1";

const CHIVALRY_TEXT: &str = "chivalry 2/8/10/12/14/2kkmmmmmmkk2/2kkmmmmmmkk2/14/14/\
    2KKMMMMMMKK2/2KKMMMMMMKK2/14/12/10/8/2 w 0 0 1";

const RIVER_TEXT: &str = "river 2/TT4T1/10/2kmmmmmmk2/3kmmmmk3/12/12/12/12/12/12/3KMMMMK3/\
    2KMMMMMMK2/10/TT4T1/2 w 0 0 2";

/// A River Camelot record: the trees, then moves.
const VARIANT_RECORD: &str = "[Variant \"River Camelot\"]\n\n1. C2,D2,I2 C15,D15,I15 2. C4-B5 *\n";

/// A record with nested variations and comments everywhere they can stand.
const VARIATIONS: &str = "{start} 1. J6-K5 {a} (1. C6-B5 C11-B12 (1... J11-K12 {b}) 2. B5-A4) \
    1.... J11-K12 2. K5-L4 (2. C6-B5 {c} (2. F7-F8)) 2... C11-B12 *";

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Parsers never panic on arbitrary text.
    #[test]
    fn parsers_never_panic(text in ".{0,120}") {
        let _ = text.parse::<camelot_core::Square>();
        let _ = text.parse::<Position>();
        let _ = text.parse::<MoveText>();
        let _ = text.parse::<Record>();
        let _ = text.parse::<camelot_core::NodePath>();
        let _ = Position::start().parse_move(&text);
    }

    /// Nor on near-misses of valid text: one character of a start position or of a game
    /// record replaced, inserted or deleted.
    #[test]
    fn parsers_never_panic_on_near_misses(at in 0usize..200, c in any::<char>(), op in 0u8..3) {
        for base in [START_TEXT, "[Event \"x\"]\n\n1. J6-K5 {c} J11-K12 2. K5-L4 1-0\n", VARIATIONS,
            VARIANT_RECORD, CHIVALRY_TEXT, RIVER_TEXT] {
            let mut chars: Vec<char> = base.chars().collect();
            let i = at % (chars.len() + 1);
            match op {
                0 if i < chars.len() => chars[i] = c,
                1 => chars.insert(i, c),
                _ if i < chars.len() => { chars.remove(i); }
                _ => {}
            }
            let text: String = chars.into_iter().collect();
            if let Ok(pos) = text.parse::<Position>() {
                let _ = pos.legal_moves();
                let _ = pos.outcome();
            }
            if let Ok(rec) = text.parse::<Record>() {
                let _ = rec.to_string();
            }
        }
    }
}

#[test]
fn the_near_miss_record_is_valid() {
    let rec: Record = VARIATIONS.parse().expect("a valid record");
    assert_eq!(rec.tree.len(), 10);
    let rec: Record = VARIANT_RECORD.parse().expect("a valid record");
    assert_eq!(rec.variant(), Variant::River);
    assert_eq!(rec.game.notation(), ["C2,D2,I2", "C15,D15,I15", "C4-B5"]);
    assert_eq!(
        rec.to_string(),
        VARIANT_RECORD,
        "a parsed record writes its tags as read"
    );
    for text in [CHIVALRY_TEXT, RIVER_TEXT] {
        let pos: Position = text.parse().expect("valid position text");
        assert_eq!(pos.to_string(), text);
    }
}
